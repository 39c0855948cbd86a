// The search suggestions on a search answer recorded from a real Shopware (fixtures/shopware, see its README).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_SHOP_CONFIG, demoShopWrapper } from "../../../config/demo-api.testing";
import product from "../../../fixtures/shopware/product.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import search from "../../../fixtures/shopware/search.json";
import { SearchForm } from "./SearchForm";

describe("the search on a real Shopware's answers", () => {
  it("suggests the products of a search answer recorded from a real Shopware: name, price, image and the link to all results", async () => {
    const shop = recordedShopware({ "POST /search-suggest": search });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    render(<SearchForm />, { wrapper: demoShopWrapper(VitrineProvider, client) });
    fireEvent.change(screen.getByRole("combobox", { name: /Search/ }), { target: { value: "artic" } });
    const listbox = await screen.findByRole("listbox", {}, { timeout: 5000 });
    const [product, all] = within(listbox).getAllByRole("option");
    expect(product?.textContent).toBe("»Arctic Rose« IKARIMI® salmon filet€39.90");
    // The thumbnail nearest the image's size, from Shopware's media thumbnails.
    expect(product?.querySelector("img")?.getAttribute("src")).toBe(
      "https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/b1/48/d9/SW10069_400x400.jpg?1596695192",
    );
    expect(all?.textContent).toBe("Show all 1 results");
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /search-suggest"]);
  });

  it("a suggested product leads to its canonical SEO URL (recorded from a real Shopware), under a language's base path; 'Show all' to the search page", async () => {
    // The recorded search answer around the recorded product that carries its SEO URLs.
    const shop = recordedShopware({ "POST /search-suggest": { ...search, elements: [product], total: 1 } });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    const navigate = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client} config={{ ...DEMO_SHOP_CONFIG, basePath: "/de" }} navigate={navigate}>
        {children}
      </VitrineProvider>
    );
    render(<SearchForm />, { wrapper });
    const input = screen.getByRole("combobox", { name: /Search/ });
    fireEvent.change(input, { target: { value: "cigar" } });
    await screen.findByRole("listbox", {}, { timeout: 5000 });
    // The combobox took the plain field's place: choose through the field the shopper now types in.
    const combobox = () => screen.getByRole("combobox", { name: /Search/ });
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    fireEvent.keyDown(combobox(), { key: "Enter" });
    expect(navigate.mock.lastCall?.[0]).toBe("/de/Cigar-Special-40/SW10044");
    fireEvent.change(combobox(), { target: { value: "cigars" } });
    await screen.findByRole("option", { name: /Show all/ }, { timeout: 5000 });
    fireEvent.keyDown(combobox(), { key: "ArrowUp" });
    fireEvent.keyDown(combobox(), { key: "Enter" });
    expect(navigate.mock.lastCall?.[0]).toBe("/de/search?search=cigars");
  });

  it("a suggested product recorded without SEO URLs leads to its technical route", async () => {
    const shop = recordedShopware({ "POST /search-suggest": search });
    const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
    const navigate = vi.fn();
    render(<SearchForm />, { wrapper: demoShopWrapper(VitrineProvider, client, { navigate }) });
    const input = screen.getByRole("combobox", { name: /Search/ });
    fireEvent.change(input, { target: { value: "artic" } });
    await screen.findByRole("listbox", {}, { timeout: 5000 });
    const combobox = screen.getByRole("combobox", { name: /Search/ });
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(navigate.mock.lastCall?.[0]).toBe(`/detail/${search.elements[0]?.id}`);
  });
});
