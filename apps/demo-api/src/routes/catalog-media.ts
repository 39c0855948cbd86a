import { Hono } from "hono";
import { renderSvg, THUMBNAIL_WIDTHS } from "../catalog/media.js";
import type { CatalogueReadModel } from "../catalog/read-model.js";
import type { AppEnv } from "../context.js";
import { storeApiError } from "../errors.js";

/**
 * GET /store-api/_media/{mediaId}/{width|original}/{fileName}.svg: the seeded product images, drawn as SVG with
 * their natural size (2000 px for products) or a thumbnail width. No access key (img tags send no headers);
 * immutable, cached for a year.
 */
export function mediaRoutes(catalogue: () => Promise<CatalogueReadModel>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const rendered = new Map<string, string>();
  app.get("/_media/:mediaId/:width/:fileName", async (c) => {
    const model = await catalogue();
    const media = model.media.get(c.req.param("mediaId"));
    const widthParam = c.req.param("width");
    const width = widthParam === "original" ? media?.width : Number(widthParam);
    if (
      !media ||
      !width ||
      (widthParam !== "original" && !(THUMBNAIL_WIDTHS as readonly number[]).includes(width)) ||
      c.req.param("fileName") !== `${media.fileName}.svg`
    ) {
      return storeApiError(c, 404, "CONTENT__MEDIA_NOT_FOUND", "Media file not found.");
    }
    const key = `${media.id}:${width}`;
    let svg = rendered.get(key);
    if (!svg) {
      svg = renderSvg(media.art, media.width, media.height, width);
      if (rendered.size > 5000) rendered.clear();
      rendered.set(key, svg);
    }
    return c.body(svg, 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${media.id}-${width}"`,
      "access-control-allow-origin": "*",
    });
  });
  return app;
}
