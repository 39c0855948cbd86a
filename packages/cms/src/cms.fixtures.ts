import type { CmsBlock, CmsPage, CmsSlot } from "./cms.schema";

const media = (id: string, alt: string) => ({
  id,
  url: `https://shop.test/media/${id}.svg`,
  alt,
  metaData: { width: 1600, height: 600 },
  thumbnails: [
    { width: 400, height: 150, url: `https://shop.test/media/${id}-400.svg` },
    { width: 800, height: 300, url: `https://shop.test/media/${id}-800.svg` },
  ],
});

/** A slot in Shopware's shape: config values as `{ source: "static", value }`. */
export function fixtureSlot(
  id: string,
  type: string,
  slot: string,
  config: Record<string, unknown>,
  data?: unknown,
): CmsSlot {
  const entries = Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, { source: "static", value }]),
  );
  return { id, type, slot, config: entries, translated: { config: entries }, data: data ?? null };
}

/** A block in Shopware's shape. */
export function fixtureBlock(
  id: string,
  type: string,
  position: number,
  slots: CmsSlot[],
  more: Partial<CmsBlock> = {},
): CmsBlock {
  return {
    id,
    type,
    position,
    sectionPosition: "main",
    marginTop: "20px",
    marginBottom: "20px",
    slots,
    ...more,
  };
}

/** A landing page: a cover image, an image-text block, a two-column text block and a video, as Shopware sends it. */
export const fixtureCmsPage: CmsPage = {
  id: "page-1",
  type: "landingpage",
  name: "Summer",
  sections: [
    {
      id: "section-1",
      type: "default",
      position: 0,
      sizingMode: "boxed",
      blocks: [
        fixtureBlock("block-text", "text-two-column", 1, [
          fixtureSlot("slot-right", "text", "right", {}, { content: "<p>Right column</p>" }),
          fixtureSlot(
            "slot-left",
            "text",
            "left",
            {},
            {
              content:
                '<h2>Summer</h2><p>Read <a href="/navigation/abc">our guide</a>.<script>alert(1)</script></p>',
            },
          ),
        ]),
        fixtureBlock("block-image", "image", 0, [
          fixtureSlot(
            "slot-image",
            "image",
            "image",
            { displayMode: "standard" },
            { media: media("banner", "A summer banner") },
          ),
        ]),
        fixtureBlock(
          "block-hidden",
          "text",
          2,
          [fixtureSlot("slot-hidden", "text", "content", {}, { content: "<p>Desktop only</p>" })],
          { visibility: { mobile: false, tablet: false, desktop: true }, backgroundColor: "#fafafa" },
        ),
      ],
    },
  ],
};
