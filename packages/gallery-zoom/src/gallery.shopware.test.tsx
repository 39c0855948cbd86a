// The product slider and gallery on answers recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, within } from "@testing-library/react";
import type { Media, ProductSummary } from "@vitrine/core/schemas";
import { describe, expect, it } from "vitest";
import crossSelling from "../../../fixtures/shopware/cross-selling.json";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import { ShopFrame } from "./gallery.test-utils";
import { ProductGallery } from "./ProductGallery";
import { ProductSlider } from "./ProductSlider";

describe("the product slider and gallery on a real Shopware's answers", () => {
  it("a cross-selling recorded from a real Shopware as a product slider: each product's box with its name, link (its canonical SEO URL) and price", () => {
    const [element] = crossSelling;
    // Core's schemas read these answers (core's schemas.shopware.test.ts); the slider takes them as they are.
    const products = (element?.products ?? []) as unknown as ProductSummary[];
    render(
      <ShopFrame>
        <ProductSlider products={products} label={element?.crossSelling.translated.name} />
      </ShopFrame>,
    );
    const slider = screen.getByRole("region", { name: "You may also like" });
    const box = within(slider).getByRole("article");
    expect(
      within(box).getByRole("link", { name: "Pepper black, Tellicherry extrabold" }).getAttribute("href"),
    ).toBe("/Pepper-black-Tellicherry-extrabold/SW10096.2");
    expect(box.querySelector(".vitrine-card-price__current")?.textContent).toBe("€3.90");
    expect(box.querySelector("img")?.getAttribute("src")).toBe(
      "https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/4b/8a/3e/SW10096_400x400.jpg",
    );
  });

  it("a recorded product's media in the gallery, by Shopware's positions", () => {
    const media = [...productDetail.product.media]
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.media as unknown as Media);
    render(
      <ShopFrame>
        <ProductGallery media={media} />
      </ShopFrame>,
    );
    const thumbnails = within(screen.getByRole("list", { name: "Choose an image" })).getAllByRole("button");
    expect(
      thumbnails.map((button) => [
        button.getAttribute("aria-label"),
        button.querySelector("img")?.getAttribute("src"),
      ]),
    ).toEqual([
      [
        "Show image 1 of 3",
        "https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/13/89/d8/1011004-656-a_400x400.jpg",
      ],
      [
        "Show image 2 of 3",
        "https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/33/96/41/1011004-656-b_400x400.jpg",
      ],
      [
        "Show image 3 of 3",
        "https://cdn.shopware.store/a/B/m/pPkDE/thumbnail/03/e7/23/1011004-656-c_400x400.jpg",
      ],
    ]);
    expect(screen.getByRole("button", { name: "Zoom image 1 of 3" })).toBeTruthy();
  });
});
