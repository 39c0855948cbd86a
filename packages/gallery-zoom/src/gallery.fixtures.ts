// Story and test fixtures (not exported by the package): product images as inline SVG at 1600 × 1200.
import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { Media, ProductSummary } from "@vitrine/core/schemas";

const COLOURS = ["#2f5d8a", "#b4532a", "#3f7f4f", "#7a4e9c", "#a88a1d", "#1f6f78", "#9c3b5a", "#55606e"];
const NAMES = ["Front", "Back", "Side", "Detail", "Worn", "Folded", "Label", "Package"];

function svg(width: number, height: number, colour: string, label: string): string {
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1200">` +
    `<rect width="1600" height="1200" fill="${colour}"/>` +
    `<circle cx="800" cy="600" r="380" fill="#fff" fill-opacity=".18"/>` +
    `<path d="M0 1200 L800 500 L1600 1200Z" fill="#000" fill-opacity=".15"/>` +
    `<text x="800" y="650" font-family="sans-serif" font-size="140" text-anchor="middle" fill="#fff">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** `count` product images of 1600 × 1200 with thumbnails at 400, 800 and 1280 px. */
export function sampleMedia(count: number, product = "Linen shirt"): Media[] {
  return Array.from({ length: count }, (_, index) => {
    const colour = COLOURS[index % COLOURS.length] ?? "#333";
    const label = NAMES[index % NAMES.length] ?? `Image ${index + 1}`;
    return {
      id: `media-${index + 1}`,
      url: svg(1600, 1200, colour, label),
      alt: `${product}, ${label.toLowerCase()} view`,
      metaData: { width: 1600, height: 1200 },
      thumbnails: [400, 800, 1280].map((width) => ({
        width,
        height: (width * 3) / 4,
        url: svg(width, (width * 3) / 4, colour, label),
      })),
    };
  });
}

/** Products for a product slider, with cover images and prices. */
export function sampleProducts(count: number): ProductSummary[] {
  const names = [
    "Linen shirt",
    "Wool scarf",
    "Canvas bag",
    "Leather belt",
    "Cotton socks",
    "Rain jacket",
    "Knit hat",
  ];
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? "Product";
    const [media] = sampleMedia(1, name);
    return {
      id: `p${String(index + 1).padStart(31, "0")}`,
      name,
      translated: { name },
      calculatedPrice: { unitPrice: 19.99 + index * 5, totalPrice: 19.99 + index * 5, quantity: 1 },
      cover: {
        media: media
          ? {
              ...media,
              url: svg(800, 800, COLOURS[index % COLOURS.length] ?? "#333", name.split(" ")[0] ?? ""),
            }
          : null,
      },
    };
  });
}

/** A Store API client that is never called (the gallery makes no requests); the provider needs one. */
export function offlineClient(): StoreApiClient {
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCTEST",
    fetch: async () => new Response("{}", { status: 503 }),
  });
}
