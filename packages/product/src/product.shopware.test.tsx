// The product page on a product detail answer recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, within } from "@testing-library/react";
import { createStoreApiClient } from "@vitrine/core";
import { ProductSummarySchema } from "@vitrine/core/schemas";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import recordedProduct from "../../../fixtures/shopware/product.json";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import search from "../../../fixtures/shopware/search.json";
import { BuyBox } from "./BuyBox";
import { ProductSummaryCard } from "./ProductSummaryCard";
import { ProductDetailResponseSchema } from "./product.schema";
import { shopWrapper } from "./product.test-utils";
import { VariantConfigurator } from "./VariantConfigurator";

const productId = productDetail.product.id;
const shop = recordedShopware({ [`POST /product/${productId}`]: productDetail });
const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
const readDetail = () =>
  client.post("/product/{productId}", {
    params: { productId },
    body: {},
    schema: ProductDetailResponseSchema,
  });

describe("the product page on a real Shopware's answers", () => {
  it("shows a product with tier prices recorded from a real Shopware: price, price brackets, delivery, quantity, variants", async () => {
    const { product, configurator } = await readDetail();
    render(
      <>
        <BuyBox product={product} />
        <VariantConfigurator
          parentId={product.parentId ?? product.id}
          configurator={configurator ?? []}
          selectedOptionIds={product.optionIds ?? []}
        />
      </>,
      { wrapper: shopWrapper(client) },
    );
    const buyBox = screen.getByRole("region", { name: "LAVENDA Product Variants" });
    expect(buyBox.querySelector(".vitrine-product-price__current")?.textContent).toBe("€22.95");
    const brackets = within(screen.getByRole("table", { name: "Prices by quantity" })).getAllByRole("row");
    expect(brackets.slice(1).map((row) => row.textContent)).toEqual([
      "To 2 (current)€22.95",
      "To 4€21.95",
      "From 5€20.95",
    ]);
    expect(within(buyBox).getByRole("status").textContent).toBe(
      "Immediately available, delivery time 1-3 days",
    );
    // No maximum in the product: Shopware's calculated maximum (100) bounds the quantity.
    expect(screen.getByRole("spinbutton", { name: "Quantity" }).getAttribute("max")).toBe("100");
    const colour = screen.getByRole("group", { name: "Colour" });
    expect(
      within(colour)
        .getAllByRole("radio")
        .map((radio) => [radio.parentElement?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ["red", false],
      ["blue", true],
    ]);
    const size = screen.getByRole("group", { name: "Size" });
    expect(within(size).getByRole("radio", { checked: true }).parentElement?.textContent).toBe("M");
  });

  it("a product card links to the canonical SEO URL of a product recorded from a real Shopware, under /de too", () => {
    const product = v.parse(ProductSummarySchema, recordedProduct);
    const { unmount } = render(<ProductSummaryCard product={product} />, { wrapper: shopWrapper(client) });
    expect(screen.getByRole("link", { name: "Cigar Special 40%" }).getAttribute("href")).toBe(
      "/Cigar-Special-40/SW10044",
    );
    unmount();
    render(<ProductSummaryCard product={product} />, {
      wrapper: shopWrapper(client, "de-DE", undefined, { basePath: "/de" }),
    });
    expect(screen.getByRole("link", { name: "Cigar Special 40%" }).getAttribute("href")).toBe(
      "/de/Cigar-Special-40/SW10044",
    );
  });

  it("a product card links to the technical route of a search hit recorded without SEO URLs", () => {
    const [hit] = v.parse(v.array(ProductSummarySchema), search.elements);
    if (!hit) throw new Error("the recorded search has a hit");
    render(<ProductSummaryCard product={hit} />, {
      wrapper: shopWrapper(client, "de-DE", undefined, { basePath: "/de" }),
    });
    expect(screen.getByRole("link").getAttribute("href")).toBe(`/de/detail/${hit.id}`);
  });
});
