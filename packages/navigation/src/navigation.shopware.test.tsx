// The navigation on answers recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { demoShopWrapper } from "../../../config/demo-api.testing";
import categoryPage from "../../../fixtures/shopware/category-page.json";
import navigation from "../../../fixtures/shopware/navigation.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import { Breadcrumb } from "./Breadcrumb";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { NavigationCategorySchema } from "./navigation.schema";
import { breadcrumbFromCategory } from "./navigation.state";

const route = (_name: string, params: Record<string, string>) => `/navigation/${params.categoryId}`;

describe("the navigation on a real Shopware's answers", () => {
  it("the main navigation shows a category tree recorded from a real Shopware: top categories and their subcategories as links", async () => {
    const shop = recordedShopware({ "POST /navigation/main-navigation/main-navigation": navigation });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    render(<FlyoutNavigation />, { wrapper: demoShopWrapper(VitrineProvider, client) });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    await waitFor(() => expect(within(nav).getAllByRole("link").length).toBeGreaterThan(0));
    const links = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent?.trim(), link.getAttribute("href")]);
    expect(links).toEqual([
      ["Shop service", "/navigation/c568b6d678014d9bbc5e1e4b684b79c7"],
      ["Show all Shop service", "/navigation/c568b6d678014d9bbc5e1e4b684b79c7"],
      ["Defective Product", "/navigation/a8ac011151204f10bc3a3bf32ef3f29d"],
      ["Payment / Dispatch", "/navigation/a19b6eddb87a4a8d80828997ad3f7fd4"],
      ["Information", "/navigation/162cd978ddaa498790e70be6dc75d089"],
      ["Show all Information", "/navigation/162cd978ddaa498790e70be6dc75d089"],
      ["General terms & conditions", "/navigation/7318eb39105f4c92b15ac2f84a252169"],
      ["Contact", "/navigation/829d37718fe84e9d89bf377c197a029e"],
      ["Imprint", "/navigation/0c1493c7e7ec4961a393f18cf0310522"],
    ]);
    expect(within(nav).getByRole("button", { name: "Subcategories of Information" })).toBeTruthy();
  });

  it("the breadcrumb of a category recorded from a real Shopware names its path", () => {
    const category = v.parse(NavigationCategorySchema, categoryPage);
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: recordedShopware({}).fetch });
    render(<Breadcrumb items={breadcrumbFromCategory(category, route)} />, {
      wrapper: demoShopWrapper(VitrineProvider, client),
    });
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(trail)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Home", "Welcome to Shopware Frontends!"]);
    expect(within(trail).getByRole("link", { name: "Home" }).getAttribute("href")).toBe(
      "/navigation/525abe8981214bd2ba94fd33942333ec",
    );
  });
});
