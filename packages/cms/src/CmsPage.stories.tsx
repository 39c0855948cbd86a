import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect } from "storybook/test";
import * as v from "valibot";
import { CmsPage } from "./CmsPage";
import { checkCmsPage } from "./cms.check";
import {
  fixtureBlock,
  fixtureCmsPage,
  fixtureHomePage,
  fixtureImageSliderSlot,
  fixtureListingPage,
  fixtureMedia,
  fixtureNavigation,
  fixtureProductPage,
  fixtureSlot,
} from "./cms.fixtures";
import { pageSlots, withSlotData } from "./cms.mapping";
import { type CmsBlockProps, type CmsContext, createCmsRegistry, defineCmsElement } from "./cms.registry";
import type { CmsPage as CmsPageData } from "./cms.schema";
import { standardProductPage } from "./cms.standard";
import { defaultCmsElements } from "./elements";
import { CmsListingScope } from "./elements/CmsListing";

/** How long a story waits for its lazy element chunks (a cold dev server transforms them on first use). */
const CHUNK_TIMEOUT_MS = 10_000;

/** A shop's own element type, added in a few lines (the README's example): a typed, checked data schema and a component. */
const Countdown = defineCmsElement(v.looseObject({ endsAt: v.string() }), ({ data, config }) =>
  data ? (
    <p className="shop-countdown">
      {String(config("label") ?? "Sale ends")} {data.endsAt}
    </p>
  ) : null,
);
/** A shop's own block type: it places its slots and renders each through the registry. */
const Banner = ({ slots, renderSlot }: CmsBlockProps) => (
  <div className="shop-banner">{slots.map(renderSlot)}</div>
);
const registry = createCmsRegistry(defaultCmsElements, {
  elements: { "shop-countdown": Countdown },
  blocks: { "shop-banner": Banner },
});

const withCountdown: CmsPageData = {
  ...fixtureCmsPage,
  sections: [
    ...(fixtureCmsPage.sections ?? []),
    {
      id: "section-shop",
      type: "default",
      position: 1,
      blocks: [
        fixtureBlock("block-countdown", "shop-banner", 0, [
          fixtureSlot("slot-countdown", "shop-countdown", "content", {}, { endsAt: "Friday" }),
        ]),
      ],
    },
  ],
};

function Shop({
  page,
  development,
  context = {},
}: {
  page: CmsPageData;
  development: boolean;
  context?: CmsContext;
}) {
  const [client] = useState(() =>
    createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "K", retry: 0 }),
  );
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main>
        {/* A page with a listing slot shares one listing state (a page without one renders its children only). */}
        <CmsListingScope
          page={checkCmsPage(page)}
          currentUrl="/navigation/c-tshirts"
          initialFilterAggregations={{}}
        >
          <CmsPage
            page={checkCmsPage(page)}
            registry={registry}
            development={development}
            context={context}
          />
        </CmsListingScope>
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Cms/CmsPage",
  component: Shop,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { CmsPage },
  args: { page: withCountdown, development: false },
} satisfies Meta<typeof Shop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, two text columns, a desktop-only block and a shop's own `shop-countdown` element in its own `shop-banner` block. */
export const LandingPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Summer" })).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "A summer banner" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    const countdown = await canvas.findByText("Sale ends Friday");
    await expect(countdown).toBeVisible();
    await expect(countdown.closest(".shop-banner")).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "our guide" })).toHaveAttribute("href", "/navigation/abc");
  },
};

/** Development mode: an element type nobody registered shows a clear placeholder (production: nothing). */
export const UnknownTypeInDevelopment: Story = {
  args: {
    development: true,
    page: {
      id: "p",
      sections: [
        { id: "s", blocks: [fixtureBlock("b", "x", 0, [fixtureSlot("s1", "mystery", "content", {})])] },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Unknown CMS element type “mystery”/)).toBeVisible();
  },
};

/** The product page from Shopware's default product layout: name, logo, gallery, buy box, description, cross-selling. */
export const ProductPage: Story = {
  args: { page: fixtureProductPage },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Organic Tee" }, { timeout: CHUNK_TIMEOUT_MS }),
    ).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Product images" })).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "Acme" })).toBeVisible();
    await expect(await canvas.findByRole("tab", { name: "Description" })).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Goes well with" })).toBeVisible();
  },
};

/** The product page with the gallery's, buy box's and cross-selling's data missing: the rest of the page stands. */
export const ProductPageWithMissingData: Story = {
  args: {
    page: ["image-gallery", "buy-box", "cross-selling"].reduce(
      (page, type) => withSlotData(page, type, null),
      fixtureProductPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("tab", { name: "Description" }, { timeout: CHUNK_TIMEOUT_MS }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Organic Tee" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Product images" })).toBeNull();
  },
};

/** Shopware's `image-slider` element: three slides, arrows, the first image loading first. */
export const ImageSlider: Story = {
  args: {
    page: {
      id: "slider-page",
      sections: [{ id: "s", blocks: [fixtureBlock("b", "image-slider", 0, [fixtureImageSliderSlot])] }],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const slider = await canvas.findByRole("region", { name: "Images" }, { timeout: CHUNK_TIMEOUT_MS });
    await expect(await canvas.findByRole("img", { name: "Linen in the sun" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Next image" }));
    await expect(slider).toHaveAttribute("data-index", "1");
  },
};

/** Shopware's `form` element: a contact form and a newsletter form (`@vitrine/forms`), side by side. */
export const Forms: Story = {
  args: {
    page: {
      id: "forms-page",
      sections: [
        {
          id: "s",
          blocks: [
            fixtureBlock("b", "form", 0, [
              fixtureSlot("contact", "form", "left", { type: "contact", title: "Write to us" }),
              fixtureSlot("newsletter", "form", "right", { type: "newsletter" }),
            ]),
          ],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("form", { name: "Write to us" }, { timeout: CHUNK_TIMEOUT_MS }),
    ).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Subscribe" })).toBeVisible();
  },
};

/** Home elements: a YouTube and a Vimeo video behind the consent gate (16:9), a product box and a product slider. */
export const VideosAndProducts: Story = {
  args: { page: fixtureHomePage },
  play: async ({ canvas }) => {
    const gates = await canvas.findAllByRole("button", { name: "Load video" }, { timeout: CHUNK_TIMEOUT_MS });
    await expect(gates).toHaveLength(2);
    await expect(canvas.getByText("Behind the seams")).toBeVisible();
    await expect(canvas.getByText("Our workshop")).toBeVisible();
    await expect(canvas.queryByTitle("Behind the seams")).toBeNull();
    await expect(await canvas.findByRole("link", { name: /Cotton Cap/ })).toHaveAttribute(
      "href",
      "/detail/p-cap",
    );
    const slider = await canvas.findByRole("region", { name: "New in" });
    await expect(slider).toBeVisible();
  },
};

/** A category page: category navigation and sidebar filter in the sidebar, the product listing beside them. */
export const CategoryListing: Story = {
  args: {
    page: fixtureListingPage,
    context: { categoryId: "c-tshirts", navigation: fixtureNavigation },
  },
  play: async ({ canvas }) => {
    const navigation = await canvas.findByRole(
      "navigation",
      { name: "Categories" },
      { timeout: CHUNK_TIMEOUT_MS },
    );
    await expect(navigation).toBeVisible();
    await expect(canvas.getByRole("link", { name: "T-shirts" })).toHaveAttribute("aria-current", "page");
    await expect(await canvas.findByRole("combobox", { name: "Sorting" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Wool Socks" })).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Filter" })).toBeVisible();
  },
};

const text = (id: string, slot: string, content: string) => fixtureSlot(id, "text", slot, {}, { content });
const image = (id: string, slot: string, alt: string, config: Record<string, unknown> = {}) =>
  fixtureSlot(id, "image", slot, config, { media: fixtureMedia(id, alt) });

/** Shopware's standard blocks: hero (cover image), text, image-text, text-image, three columns, two images. */
export const StandardBlocks: Story = {
  args: {
    page: {
      id: "blocks",
      sections: [
        {
          id: "s",
          type: "default",
          blocks: [
            ["image-cover", [image("hero", "image", "Hero", { displayMode: "cover", minHeight: "240px" })]],
            ["text", [text("t1", "content", "<h2>Text block</h2><p>One column of text.</p>")]],
            [
              "image-text",
              [image("it-image", "left", "Image left"), text("it-text", "right", "<p>Text right</p>")],
            ],
            [
              "text-image",
              [text("ti-text", "left", "<p>Text left</p>"), image("ti-image", "right", "Image right")],
            ],
            [
              "text-three-column",
              [
                text("c1", "left", "<p>Column one</p>"),
                text("c2", "center", "<p>Column two</p>"),
                text("c3", "right", "<p>Column three</p>"),
              ],
            ],
            ["image-two-column", [image("i1", "left", "Image one"), image("i2", "right", "Image two")]],
          ].map(([type, slots], position) =>
            fixtureBlock(String(type), String(type), position, slots as ReturnType<typeof text>[]),
          ),
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("img", { name: "Hero" }, { timeout: CHUNK_TIMEOUT_MS }),
    ).toHaveAttribute("fetchpriority", "high");
    await expect(await canvas.findByRole("heading", { name: "Text block" })).toBeVisible();
    await expect(await canvas.findByText("Column three")).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "Image right" })).toHaveAttribute("width", "1600");
  },
};

/** A product without a layout and without images: the standard product layout, the gallery placeholder keeps its space. */
export const ProductWithoutLayoutAndImages: Story = {
  args: {
    page: pageSlots(fixtureProductPage).reduce(
      (page, slot) =>
        withSlotData(page, slot.type, slot.type === "image-gallery" ? { sliderItems: [] } : slot.data),
      standardProductPage(),
    ),
  },
  play: async ({ canvas }) => {
    const placeholder = await canvas.findByRole("img", { name: "No image" }, { timeout: CHUNK_TIMEOUT_MS });
    const box = placeholder.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(100);
    await expect(Math.round(box.height)).toBe(Math.round(box.width));
    await expect(canvas.getByRole("heading", { level: 1, name: "Organic Tee" })).toBeVisible();
  },
};
