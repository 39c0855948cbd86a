// The search suggestions on a search answer recorded from a real Shopware (fixtures/shopware, see its README).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { demoShopWrapper } from "../../../config/demo-api.testing";
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
});
