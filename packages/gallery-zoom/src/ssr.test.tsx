// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sampleMedia, sampleProducts } from "./gallery.fixtures";
import { ShopFrame } from "./gallery.test-utils";
import { ProductGallery } from "./ProductGallery";
import { ProductSlider } from "./ProductSlider";

describe("server rendering (no window, no document)", () => {
  it("renders the gallery with the first image eager and high priority, the rest lazy, each with its size", () => {
    const html = renderToString(
      <ShopFrame>
        <ProductGallery media={sampleMedia(3)} />
      </ShopFrame>,
    );
    const images = html.match(/<img [^>]*class="vitrine-gallery__image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(images[1]).toMatch(/loading="lazy"/);
    for (const image of images) expect(image).toMatch(/width="1600" height="1200"/);
    expect(html).toContain('aria-label="Show image 1 of 3"');
    // The zoom modal is not part of the first paint.
    expect(html).not.toContain("Image zoom");
  });

  it("asks the browser to preload only the main image: the thumbnails load at low priority, after it", () => {
    // Images on the shop's server (React preloads no data: URL), in a whole document: React writes its preloads
    // into <head>.
    const hosted = sampleMedia(5).map((media, index) => ({
      ...media,
      url: `https://shop.test/media/${index}.png`,
      thumbnails: media.thumbnails?.map((thumbnail) => ({
        ...thumbnail,
        url: `https://shop.test/media/${index}-${thumbnail.width}.png`,
      })),
    }));
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ShopFrame>
            <ProductGallery media={hosted} />
          </ShopFrame>
        </body>
      </html>,
    );
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/fetchPriority="high"/);
    const thumbnails = html.match(/<img [^>]*loading="eager"[^>]*>/g)?.slice(1) ?? [];
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const thumbnail of thumbnails) expect(thumbnail).toMatch(/fetchPriority="low"/);
  });

  it("renders the product slider with links to the detail pages", () => {
    const html = renderToString(
      <ShopFrame>
        <ProductSlider products={sampleProducts(3)} label="Top sellers" />
      </ShopFrame>,
    );
    expect(html).toContain('aria-label="Top sellers"');
    expect(html.match(/href="\/detail\/p0+\d"/g)).toHaveLength(3);
  });
});
