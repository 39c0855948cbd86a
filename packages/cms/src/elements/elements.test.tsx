import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CmsPage } from "../CmsPage";
import { checkCmsPage, cmsPageOf, cmsSlotData } from "../cms.check";
import {
  fixtureCmsPage,
  fixtureHomePage,
  fixtureImageSliderSlot,
  fixtureListingPage,
  fixtureNavigation,
  fixtureProductPage,
  fixtureSummary,
} from "../cms.fixtures";
import { checkedSlotData, pageSlots, withSlotData } from "../cms.mapping";
import { createCmsRegistry } from "../cms.registry";
import type { CmsPage as CmsPageData } from "../cms.schema";
import { standardProductPage } from "../cms.standard";
import { germanShop, shop } from "../cms.test-utils";
import { CmsCategoryNavigation } from "./CmsCategoryNavigation";
import { CmsCrossSelling, cmsCrossSellings } from "./CmsCrossSelling";
import { CmsImageGallery, CmsImageSlider, cmsSlides } from "./CmsImageSlider";
import { CmsListingScope, CmsProductListing, CmsSidebarFilter, cmsPageListing } from "./CmsListing";
import { CmsBuyBox, CmsDescriptionReviews } from "./CmsProductDetail";
import { CmsManufacturerLogo, CmsProductName } from "./CmsProductHeading";
import { CmsProductBox, CmsProductSlider } from "./CmsProducts";
import { CmsVimeoVideo, CmsYoutubeVideo } from "./CmsVideo";
import {
  type CmsBuyBoxData,
  CmsBuyBoxDataSchema,
  CmsCrossSellingDataSchema,
  CmsImageSliderDataSchema,
} from "./elements.schema";

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
    render(<CmsPage page={checkCmsPage(page)} registry={registry} />, { wrapper: shop });
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
    render(<CmsPage page={checkCmsPage(fixtureProductPage)} registry={registry} />, { wrapper: shop });
    const gallery = screen.getByRole("region", { name: "Product images" });
    expect(gallery.querySelectorAll(".vitrine-gallery__slide")).toHaveLength(2);
    expect(within(gallery).getByRole("button", { name: /^Zoom image 1 of 2/ })).toBeTruthy();
  });
});

describe("product page elements: mapping from Store API data", () => {
  it("a product page is built from its layout: name, manufacturer logo, buy box, description, cross-selling", () => {
    render(<CmsPage page={checkCmsPage(fixtureProductPage)} registry={registry} />, { wrapper: shop });
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
    render(<CmsPage page={checkCmsPage(page)} registry={registry} />, { wrapper: shop });
    expect(document.querySelector(".vitrine-cms-manufacturer-logo")?.textContent).toContain("Acme");
  });

  it("an element whose data is missing renders nothing and the rest of the product page stands", () => {
    let page = fixtureProductPage;
    for (const type of ["image-gallery", "buy-box", "manufacturer-logo", "cross-selling"])
      page = withSlotData(page, type, null);
    page = withSlotData(page, "product-description-reviews", { product: "malformed" });
    render(<CmsPage page={checkCmsPage(page)} registry={registry} />, { wrapper: shop });
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

const homeRegistry = createCmsRegistry({
  elements: {
    "youtube-video": CmsYoutubeVideo,
    "vimeo-video": CmsVimeoVideo,
    "product-box": CmsProductBox,
    "product-slider": CmsProductSlider,
  },
});
const homeSlot = (type: string) => pageSlots(fixtureHomePage).find((slot) => slot.type === type);

describe("video elements (YouTube and Vimeo): mapping from Store API data", () => {
  it("youtube-video: the config's video ID and title, the data's preview image (from its thumbnails), behind the consent gate", () => {
    const { container } = render(<CmsPage page={checkCmsPage(fixtureHomePage)} registry={homeRegistry} />, {
      wrapper: shop,
    });
    const video = container.querySelector('[data-element="youtube-video"] .vitrine-consent-video');
    expect(video?.getAttribute("data-state")).toBe("preview");
    expect(video?.getAttribute("data-provider")).toBe("youtube");
    expect(video?.textContent).toContain("Behind the seams");
    // The preview comes in the thumbnails' widths, never as the original file (a shop's can be megabytes).
    const preview = video?.querySelector("img");
    expect(preview?.getAttribute("src")).toBe("/media/video-preview-800.svg");
    expect(preview?.getAttribute("srcset")).toBe(
      "/media/video-preview-400.svg 400w, /media/video-preview-800.svg 800w",
    );
    expect(preview?.getAttribute("sizes")).toBe("(min-width: 1200px) 1200px, 100vw");
    expect(within(video as HTMLElement).getByRole("button", { name: "Load video" })).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("with the video consent from the request, YouTube and Vimeo show their players on the privacy-enhanced domains (server HTML)", () => {
    const html = renderToString(
      shop({
        children: (
          <CmsPage
            page={checkCmsPage(fixtureHomePage)}
            registry={homeRegistry}
            context={{ videoConsent: true }}
          />
        ),
      }),
    );
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/hJnIMNzDgHE\?/);
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
    expect(html).not.toContain("Load video");
  });

  it("a video element without a video ID renders nothing", () => {
    const page = withSlotData(fixtureHomePage, "vimeo-video", null);
    const slot = homeSlot("vimeo-video");
    if (!slot) throw new Error("fixture");
    const withoutId = {
      ...page,
      sections: [
        {
          id: "s",
          blocks: [{ id: "b", type: "vimeo-video", slots: [{ ...slot, config: {}, translated: {} }] }],
        },
      ],
    };
    const { container } = render(<CmsPage page={checkCmsPage(withoutId)} registry={homeRegistry} />, {
      wrapper: shop,
    });
    expect(container.querySelector('[data-element="vimeo-video"]')?.innerHTML).toBe("");
  });
});

describe("product box and product slider: mapping from Store API data", () => {
  it("product-box: the slot's product as a card linking to its page, with its price and its image's size", () => {
    const { container } = render(<CmsPage page={checkCmsPage(fixtureHomePage)} registry={homeRegistry} />, {
      wrapper: shop,
    });
    const box = container.querySelector('[data-element="product-box"]') as HTMLElement;
    expect(
      within(box)
        .getByRole("link", { name: /Cotton Cap/ })
        .getAttribute("href"),
    ).toBe("/detail/p-cap");
    expect(box.textContent).toContain("9.50");
    const image = within(box).getByRole("img", { name: "Cotton Cap" });
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "600"]);
  });

  it("product-box: a product without a cover keeps the image's space with a placeholder", () => {
    const page = withSlotData(fixtureHomePage, "product-box", {
      product: { ...fixtureSummary("p-plain", "Plain Bag"), cover: null },
    });
    const { container } = render(<CmsPage page={checkCmsPage(page)} registry={homeRegistry} />, {
      wrapper: shop,
    });
    const box = container.querySelector('[data-element="product-box"]') as HTMLElement;
    expect(box.querySelector(".vitrine-cms-no-image")).not.toBeNull();
    expect(box.querySelector("img")).toBeNull();
  });

  it("product-slider: the slot's products in order, titled by the config's title", () => {
    render(<CmsPage page={checkCmsPage(fixtureHomePage)} registry={homeRegistry} />, { wrapper: shop });
    const slider = screen.getByRole("region", { name: "New in" });
    expect(within(slider).getByRole("heading", { name: "New in" })).toBeTruthy();
    expect(
      within(slider)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Organic Tee", "Wool Socks"]);
  });

  it("product-slider without a title is named Products; without products it renders nothing", () => {
    const slot = homeSlot("product-slider");
    if (!slot) throw new Error("fixture");
    const untitled = { ...slot, config: {}, translated: {} };
    const page = (slots: (typeof slot)[]) => ({
      id: "p",
      sections: [{ id: "s", blocks: [{ id: "b", type: "product-slider", slots }] }],
    });
    const { unmount } = render(<CmsPage page={checkCmsPage(page([untitled]))} registry={homeRegistry} />, {
      wrapper: shop,
    });
    expect(screen.getByRole("region", { name: "Products" })).toBeTruthy();
    unmount();
    const { container } = render(
      <CmsPage
        page={checkCmsPage(page([{ ...untitled, data: { products: [] } }]))}
        registry={homeRegistry}
      />,
      { wrapper: shop },
    );
    expect(container.querySelector('[data-element="product-slider"]')?.innerHTML).toBe("");
  });
});

const listingRegistry = createCmsRegistry({
  elements: {
    "product-listing": CmsProductListing,
    "sidebar-filter": CmsSidebarFilter,
    "category-navigation": CmsCategoryNavigation,
  },
});

/** The listing page inside its listing scope, as a category route renders it. */
function ListingPageInScope({ page = fixtureListingPage }: { page?: CmsPageData }) {
  return (
    <CmsListingScope
      page={checkCmsPage(page)}
      categoryId="c-tshirts"
      currentUrl="/navigation/c-tshirts"
      initialFilterAggregations={{}}
    >
      <CmsPage
        page={checkCmsPage(page)}
        registry={listingRegistry}
        context={{ categoryId: "c-tshirts", navigation: fixtureNavigation }}
      />
    </CmsListingScope>
  );
}

describe("product listing, sidebar filter and category navigation: mapping from Store API data", () => {
  it("product-listing: the slot's data is the listing result: its count, sorting and products", () => {
    expect(cmsPageListing(checkCmsPage(fixtureListingPage))?.elements?.map((product) => product.id)).toEqual([
      "p-tee",
      "p-cap",
      "p-socks",
    ]);
    const { container } = render(<ListingPageInScope />, { wrapper: shop });
    const listing = container.querySelector('[data-element="product-listing"]') as HTMLElement;
    expect(
      within(listing)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["Organic Tee", "Cotton Cap", "Wool Socks"]);
    expect(listing.textContent).toContain("3");
    expect(within(listing).getByRole("combobox", { name: "Sorting" })).toBeTruthy();
  });

  it("sidebar-filter: the filter panel of the page's listing, in the sidebar", () => {
    const { container } = render(<ListingPageInScope />, { wrapper: shop });
    const sidebar = container.querySelector(".vitrine-cms-section__sidebar") as HTMLElement;
    expect(sidebar.querySelector('[data-element="sidebar-filter"] .vitrine-filter-panel')).not.toBeNull();
  });

  it("product-listing and sidebar-filter without a listing render nothing (the page stands)", () => {
    const page = withSlotData(fixtureListingPage, "product-listing", null);
    const { container } = render(<ListingPageInScope page={checkCmsPage(page)} />, { wrapper: shop });
    expect(container.querySelector('[data-element="product-listing"]')?.innerHTML).toBe("");
    expect(container.querySelector('[data-element="sidebar-filter"]')?.innerHTML).toBe("");
    expect(screen.getByRole("navigation", { name: "Categories" })).toBeTruthy();
  });

  it("category-navigation: the navigation tree with the current category marked, hidden categories left out", () => {
    render(<ListingPageInScope />, { wrapper: shop });
    const navigation = screen.getByRole("navigation", { name: "Categories" });
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Clothing", "T-shirts", "Living"]);
    const current = within(navigation).getByRole("link", { name: "T-shirts" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/navigation/c-tshirts");
    expect(
      within(navigation).getByRole("link", { name: "Clothing" }).getAttribute("aria-current"),
    ).toBeNull();
  });
});

describe("category navigation: links", () => {
  it("each category links to its canonical SEO URL when the answer has one, under the language's base path", () => {
    const seoUrls = (seoPathInfo: string) => [{ seoPathInfo, isCanonical: true, isDeleted: false }];
    const navigation = [
      {
        id: "c-clothing",
        translated: { name: "Clothing" },
        seoUrls: seoUrls("Kleidung/"),
        children: [{ id: "c-tshirts", translated: { name: "T-shirts" }, seoUrls: [] }],
      },
    ];
    render(<CmsCategoryNavigation context={{ categoryId: "c-tshirts", navigation }} />, {
      wrapper: germanShop,
    });
    const links = screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Clothing", "/de/Kleidung/"],
      ["T-shirts", "/de/navigation/c-tshirts"],
    ]);
  });
});

describe("product page fallback and gallery without images", () => {
  it("a product without a layout falls back to Shopware's standard product layout", () => {
    expect(cmsPageOf(null)).toBeNull();
    expect(cmsPageOf({ sections: "broken" })).toBeNull();
    let page = cmsPageOf(undefined) ?? standardProductPage();
    expect(page.type).toBe("product_detail");
    for (const slot of pageSlots(fixtureProductPage)) page = withSlotData(page, slot.type, slot.data);
    const { container } = render(<CmsPage page={checkCmsPage(page)} registry={registry} />, {
      wrapper: shop,
    });
    expect(
      [...container.querySelectorAll("[data-element]")].map((element) =>
        element.getAttribute("data-element"),
      ),
    ).toEqual(pageSlots(fixtureProductPage).map((slot) => slot.type));
    expect(screen.getByRole("heading", { level: 1, name: "Organic Tee" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Product images" })).toBeTruthy();
  });

  it("a product without images shows the gallery placeholder that reserves its space", () => {
    const page = withSlotData(fixtureProductPage, "image-gallery", { sliderItems: [] });
    const { container } = render(<CmsPage page={checkCmsPage(page)} registry={registry} />, {
      wrapper: shop,
    });
    const placeholder = screen.getByRole("img", { name: "No image" });
    expect(placeholder.classList.contains("vitrine-cms-no-image")).toBe(true);
    expect(container.querySelector('[data-element="image-gallery"]')?.contains(placeholder)).toBe(true);
    expect(screen.queryByRole("region", { name: "Product images" })).toBeNull();
  });

  it("the buy box's data is read once, typed, with the element's schema (cmsSlotData)", () => {
    const buy = cmsSlotData(fixtureProductPage, "buy-box", CmsBuyBoxDataSchema);
    expect(buy?.product.id).toBe("p-tee");
    expect(
      cmsSlotData(
        withSlotData(fixtureProductPage, "buy-box", { product: 5 }),
        "buy-box",
        CmsBuyBoxDataSchema,
      ),
    ).toBeUndefined();
    expect(cmsSlotData(fixtureCmsPage, "buy-box", CmsBuyBoxDataSchema)).toBeUndefined();
  });

  it("the loader's check (checkCmsPage) keeps matching slot data, empties malformed data, and marks the page", () => {
    const page = checkCmsPage(withSlotData(fixtureProductPage, "image-gallery", { sliderItems: "broken" }));
    expect(page.elementsChecked).toBe(true);
    expect(checkedSlotData<CmsBuyBoxData>(page, "buy-box")?.product.id).toBe("p-tee");
    expect(checkedSlotData(page, "image-gallery")).toBeUndefined();
    expect(checkedSlotData(checkCmsPage(fixtureCmsPage), "buy-box")).toBeUndefined();
    // A change to the slots gives an unchecked page again: it has to be checked before it renders.
    expect("elementsChecked" in withSlotData(page, "buy-box", null)).toBe(false);
  });
});
