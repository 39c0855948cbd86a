import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect } from "storybook/test";
import * as v from "valibot";
import { CmsPage } from "./CmsPage";
import {
  fixtureBlock,
  fixtureCmsPage,
  fixtureImageSliderSlot,
  fixtureProductPage,
  fixtureSlot,
} from "./cms.fixtures";
import { withSlotData } from "./cms.mapping";
import { createCmsRegistry, defineCmsElement } from "./cms.registry";
import type { CmsPage as CmsPageData } from "./cms.schema";
import { defaultCmsElements } from "./elements";

/** How long a story waits for its lazy element chunks (a cold dev server transforms them on first use). */
const CHUNK_TIMEOUT_MS = 10_000;

/** A shop's own element type, added in a few lines: a typed, checked data schema and a component. */
const Countdown = defineCmsElement(v.looseObject({ endsAt: v.string() }), ({ data }) => (
  <p className="shop-countdown">{data ? `Sale ends ${data.endsAt}` : "Sale ends soon"}</p>
));
const registry = createCmsRegistry(defaultCmsElements, { elements: { "shop-countdown": Countdown } });

const withCountdown: CmsPageData = {
  ...fixtureCmsPage,
  sections: [
    ...(fixtureCmsPage.sections ?? []),
    {
      id: "section-shop",
      type: "default",
      position: 1,
      blocks: [
        fixtureBlock("block-countdown", "shop-countdown", 0, [
          fixtureSlot("slot-countdown", "shop-countdown", "content", {}, { endsAt: "Friday" }),
        ]),
      ],
    },
  ],
};

function Shop({ page, development }: { page: CmsPageData; development: boolean }) {
  const [client] = useState(() =>
    createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "K", retry: 0 }),
  );
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main>
        <CmsPage page={page} registry={registry} development={development} />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Cms/CmsPage",
  component: Shop,
  args: { page: withCountdown, development: false },
} satisfies Meta<typeof Shop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, two text columns, a desktop-only block and a shop's own `shop-countdown` element, from one registry. */
export const LandingPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Summer" })).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "A summer banner" })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await expect(await canvas.findByText("Sale ends Friday")).toBeVisible();
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
