// Shopping Experiences on CMS answers recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import categoryPage from "../../../fixtures/shopware/category-page.json";
import productBoxSlot from "../../../fixtures/shopware/cms-product-box-slot.json";
import landingPage from "../../../fixtures/shopware/landing-page.json";
import { CmsPage } from "./CmsPage";
import { checkCmsPage, cmsPageOf } from "./cms.check";
import { pageSlots } from "./cms.mapping";
import { createCmsRegistry } from "./cms.registry";
import { LandingPageSchema } from "./cms.schema";
import { germanShop, shop } from "./cms.test-utils";
import { defaultCmsElements } from "./elements";

const registry = createCmsRegistry(defaultCmsElements);

describe("Shopping Experiences on a real Shopware's answers", () => {
  it("renders a category's CMS layout recorded from a real Shopware: its text and image slots", async () => {
    const page = cmsPageOf(categoryPage.cmsPage);
    if (!page) throw new Error("the recorded cmsPage did not pass CmsPageSchema");
    const checked = checkCmsPage(page);
    // Every slot's data passed its element's schema (data that does not is dropped to null).
    expect(pageSlots(checked).map((slot) => [slot.type, slot.data !== null])).toEqual([
      ["text", true],
      ["image", true],
      ["image", true],
    ]);
    const { container } = render(<CmsPage page={checked} registry={registry} />, { wrapper: shop });
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent?.replace(/\s+/g, " ")).toBe("Fresh ideas for hot summer days");
    // Reading order as Shopware lays out `image-simple-grid`: the left column (top, then bottom), then the right.
    const slots = [...container.querySelectorAll(".vitrine-cms-slot")];
    expect(slots.map((slot) => slot.className.replace("vitrine-cms-slot vitrine-cms-slot--", ""))).toEqual([
      "left-top",
      "left-bottom",
      "right",
    ]);
    const images = [...container.querySelectorAll("img")].map((img) => [
      img.getAttribute("src"),
      img.getAttribute("width"),
    ]);
    expect(images).toEqual([
      [
        "https://cdn.shopware.store/a/B/m/pPkDE/media/e9/c0/a6/1662453914/rekamatyas_1920x1920.webp?1662453914",
        "1920",
      ],
      [
        "https://cdn.shopware.store/a/B/m/pPkDE/media/03/ac/ab/1662454247/eric-nopanen-624212-unsplash_1920x1920.webp?1662454247",
        "1920",
      ],
    ]);
    // The first image of the page loads first.
    expect(container.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });

  it("renders a product box slot recorded from a real Shopware as a product card with its price, linking its SEO URL", async () => {
    // The recorded slot carries no ids of its own (Shopware leaves out what the request's includes do not name).
    const page = cmsPageOf({
      id: "page",
      sections: [{ pageId: "page", position: 0, blocks: [{ type: "product-box", slots: [productBoxSlot] }] }],
    });
    if (!page) throw new Error("a page around the recorded slot did not pass CmsPageSchema");
    const checked = checkCmsPage(page);
    expect(pageSlots(checked)[0]?.data).not.toBeNull();
    render(<CmsPage page={checked} registry={registry} />, { wrapper: shop });
    const link = await screen.findByRole("link", { name: "Smoking Board Cedar Wood" });
    // The product's canonical SEO URL from the recorded `seoUrls`, not its technical route.
    expect(link.getAttribute("href")).toBe("/Smoking-Board-Cedar-Wood/943280");
    expect(link.closest("article")?.textContent).toContain("€17.90");
  });

  it("links the recorded product box's product under a language's base path", async () => {
    const page = cmsPageOf({
      id: "page",
      sections: [{ pageId: "page", position: 0, blocks: [{ type: "product-box", slots: [productBoxSlot] }] }],
    });
    if (!page) throw new Error("a page around the recorded slot did not pass CmsPageSchema");
    render(<CmsPage page={checkCmsPage(page)} registry={registry} />, { wrapper: germanShop });
    const link = await screen.findByRole("link", { name: "Smoking Board Cedar Wood" });
    expect(link.getAttribute("href")).toBe("/de/Smoking-Board-Cedar-Wood/943280");
  });

  it("reads a landing page recorded from a real Shopware: its name and an empty layout", () => {
    const landing = v.parse(LandingPageSchema, landingPage);
    expect([landing.translated?.name, landing.translated?.metaTitle, landing.cmsPage?.sections]).toEqual([
      "Summer Giveaway",
      "Landing page title",
      [],
    ]);
  });
});
