import { render, screen, within } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CmsPage } from "../CmsPage";
import { fixtureImageSliderSlot, fixtureProductPage } from "../cms.fixtures";
import { pageSlots, withSlotData } from "../cms.mapping";
import { createCmsRegistry } from "../cms.registry";
import { shop } from "../cms.test-utils";
import { CmsImageGallery, CmsImageSlider, CmsImageSliderDataSchema, cmsSlides } from "./CmsImageSlider";
import {
  CmsBuyBox,
  CmsCrossSelling,
  CmsCrossSellingDataSchema,
  CmsDescriptionReviews,
  CmsManufacturerLogo,
  CmsProductName,
  cmsCrossSellings,
} from "./CmsProductDetail";

const registry = createCmsRegistry({
  elements: {
    "image-slider": CmsImageSlider,
    "image-gallery": CmsImageGallery,
    "product-name": CmsProductName,
    "manufacturer-logo": CmsManufacturerLogo,
    "buy-box": CmsBuyBox,
    "product-description-reviews": CmsDescriptionReviews,
    "cross-selling": CmsCrossSelling,
  },
});
const slotData = (type: string) => pageSlots(fixtureProductPage).find((slot) => slot.type === type)?.data;

describe("image slider and image gallery: mapping from Store API data", () => {
  it("the slides are the slot's sliderItems that have a media file, in order, with their links", () => {
    const data = v.parse(CmsImageSliderDataSchema, fixtureImageSliderSlot.data);
    expect(cmsSlides(data).map((slide) => [slide.media.id, slide.url])).toEqual([
      ["slide-1", null],
      ["slide-2", "/navigation/shoes"],
      ["slide-3", null],
    ]);
    const gallery = v.parse(CmsImageSliderDataSchema, slotData("image-gallery"));
    expect(cmsSlides(gallery).map((slide) => slide.media.id)).toEqual(["tee-front", "tee-back"]);
    expect(cmsSlides(undefined)).toEqual([]);
  });

  it("the image slider shows every slide with its intrinsic size and srcset; the page's first image loads first", () => {
    const page = {
      id: "p",
      sections: [{ id: "s", blocks: [{ id: "b", type: "image-slider", slots: [fixtureImageSliderSlot] }] }],
    };
    render(<CmsPage page={page} registry={registry} />, { wrapper: shop });
    const slider = screen.getByRole("region", { name: "Images" });
    const first = within(slider).getByRole("img", { name: "Linen in the sun" });
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(first.getAttribute("width")).toBe("1600");
    expect(first.getAttribute("height")).toBe("600");
    expect(first.getAttribute("srcset")).toContain("slide-1-400.svg 400w");
    expect(slider.querySelectorAll("img")[2]?.getAttribute("loading")).toBe("lazy");
    expect(slider.querySelector('a[href="/navigation/shoes"]')).not.toBeNull();
    expect(within(slider).getByRole("button", { name: "Next image" }).hasAttribute("disabled")).toBe(false);
  });

  it("the image gallery shows the product images through gallery-zoom's gallery, with zoom", () => {
    render(<CmsPage page={fixtureProductPage} registry={registry} />, { wrapper: shop });
    const gallery = screen.getByRole("region", { name: "Product images" });
    expect(gallery.querySelectorAll(".vitrine-gallery__slide")).toHaveLength(2);
    expect(within(gallery).getByRole("button", { name: /^Zoom image 1 of 2/ })).toBeTruthy();
  });
});

describe("product page elements: mapping from Store API data", () => {
  it("a product page is built from its layout: name, manufacturer logo, buy box, description, cross-selling", () => {
    render(<CmsPage page={fixtureProductPage} registry={registry} />, { wrapper: shop });
    expect(screen.getByRole("heading", { level: 1, name: "Organic Tee" })).toBeTruthy();
    const logo = screen.getByRole("img", { name: "Acme" });
    expect(logo.closest("a")?.getAttribute("href")).toBe("https://acme.test");
    expect(screen.getByRole("region", { name: "Organic Tee" }).textContent).toContain("19.99");
    const description = screen.getByRole("tabpanel", { name: "Description" });
    expect(description.querySelector("strong")?.textContent).toContain("organic");
    expect(description.querySelector("script")).toBeNull();
    expect(screen.getByRole("region", { name: "Goes well with" })).toBeTruthy();
  });

  it("cross-selling: the active cross-sellings with products, each one slider titled by its name", () => {
    const data = v.parse(CmsCrossSellingDataSchema, slotData("cross-selling"));
    expect(cmsCrossSellings(data).map((entry) => [entry.name, entry.products.map((p) => p.id)])).toEqual([
      ["Goes well with", ["p-cap", "p-socks"]],
    ]);
  });

  it("the manufacturer logo without a logo shows the manufacturer's name", () => {
    const page = withSlotData(fixtureProductPage, "manufacturer-logo", {
      media: null,
      manufacturer: { name: "Acme" },
      url: null,
    });
    render(<CmsPage page={page} registry={registry} />, { wrapper: shop });
    expect(document.querySelector(".vitrine-cms-manufacturer-logo")?.textContent).toContain("Acme");
  });

  it("an element whose data is missing renders nothing and the rest of the product page stands", () => {
    let page = fixtureProductPage;
    for (const type of ["image-gallery", "buy-box", "manufacturer-logo", "cross-selling"])
      page = withSlotData(page, type, null);
    page = withSlotData(page, "product-description-reviews", { product: "malformed" });
    render(<CmsPage page={page} registry={registry} />, { wrapper: shop });
    expect(screen.getByRole("heading", { level: 1, name: "Organic Tee" })).toBeTruthy();
    for (const type of [
      "image-gallery",
      "buy-box",
      "manufacturer-logo",
      "cross-selling",
      "product-description-reviews",
    ])
      expect(document.querySelector(`[data-element="${type}"]`)?.innerHTML).toBe("");
  });
});
