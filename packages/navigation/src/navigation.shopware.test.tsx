// The navigation on answers recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_SHOP_CONFIG, demoShopWrapper } from "../../../config/demo-api.testing";
import categoryPage from "../../../fixtures/shopware/category-page.json";
import navigation from "../../../fixtures/shopware/navigation.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import { Breadcrumb } from "./Breadcrumb";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { NavigationCategorySchema } from "./navigation.schema";
import { breadcrumbFromCategory } from "./navigation.state";

const recordedMenu = () => {
  const shop = recordedShopware({ "POST /navigation/main-navigation/main-navigation": navigation });
  return createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
};

describe("the navigation on a real Shopware's answers", () => {
  it("the main navigation shows a category tree recorded from a real Shopware: top categories and their subcategories as links", async () => {
    render(<FlyoutNavigation />, { wrapper: demoShopWrapper(VitrineProvider, recordedMenu()) });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    await waitFor(() => expect(within(nav).getAllByRole("link").length).toBeGreaterThan(0));
    const links = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent?.trim(), link.getAttribute("href")]);
    // Each category at its canonical SEO URL, as the recorded answer carries them.
    expect(links).toEqual([
      ["Shop service", "/Shop-service/"],
      ["Show all Shop service", "/Shop-service/"],
      ["Defective Product", "/Shop-service/Defective-Product/"],
      ["Payment / Dispatch", "/Shop-service/Payment-Dispatch/"],
      ["Information", "/Information/"],
      ["Show all Information", "/Information/"],
      ["General terms & conditions", "/Information/General-terms-conditions/"],
      ["Contact", "/Information/Contact/"],
      ["Imprint", "/Information/Imprint/"],
    ]);
    expect(within(nav).getByRole("button", { name: "Subcategories of Information" })).toBeTruthy();
  });

  it("under a language's base path the menu links each category at /de plus its SEO URL", async () => {
    const client = recordedMenu();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client} config={{ ...DEMO_SHOP_CONFIG, basePath: "/de" }}>
        {children}
      </VitrineProvider>
    );
    render(<FlyoutNavigation />, { wrapper });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const contact = await within(nav).findByRole("link", { name: "Contact", hidden: true });
    expect(contact.getAttribute("href")).toBe("/de/Information/Contact/");
    expect(within(nav).getByRole("link", { name: "Shop service" }).getAttribute("href")).toBe(
      "/de/Shop-service/",
    );
  });

  it("the breadcrumb of a category recorded from a real Shopware names its path (technical routes: it has no SEO URL)", () => {
    const category = v.parse(NavigationCategorySchema, categoryPage);
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: recordedShopware({}).fetch });
    render(<Breadcrumb items={breadcrumbFromCategory(category)} />, {
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
