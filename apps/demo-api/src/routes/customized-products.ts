import { Hono } from "hono";
import * as v from "valibot";
import { DEFAULT_MAX_PURCHASE } from "../commerce/cart.calculate.js";
import { CustomizedProductsService, MAX_UPLOAD_BYTES } from "../commerce/customized.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { fail, parseWith, readBodyBytes, readJsonObject, rejectUnsafeText } from "../errors.js";
import { uuidLikeIdSchema } from "../validation.js";

const configurationBody = v.object({
  "customized-products-template": v.object(
    {
      id: uuidLikeIdSchema,
      options: v.optional(v.record(v.string(), v.unknown(), "options must be an object"), {}),
      oldHash: v.optional(v.string()),
    },
    "customized-products-template must be an object",
  ),
  lineItems: v.pipe(
    v.record(
      v.string(),
      v.object({
        id: uuidLikeIdSchema,
        quantity: v.pipe(
          v.number("must be a number"),
          v.integer("must be a whole number"),
          v.minValue(1, "must be at least 1"),
          v.maxValue(DEFAULT_MAX_PURCHASE, `must be at most ${DEFAULT_MAX_PURCHASE}`),
        ),
      }),
      "lineItems must be an object",
    ),
    v.check((items) => Object.keys(items).length === 1, "lineItems must hold the one customized product"),
  ),
  absoluteBaseUrl: v.optional(v.pipe(v.string(), v.url("must be an absolute URL"), v.maxLength(2048))),
  baseUrl: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  "swag-customized-products-one-time-share": v.optional(v.boolean()),
});

/** Swag Customized Products routes (6.7.13 schema) and Vitrine's price display route. */
export function customizedProductsRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const customized = new CustomizedProductsService(service);
  app.post("/vitrine/customized-products/price", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    return c.json(await customized.price(body, c.get("salesChannelContext")));
  });

  app.post("/customized-products/add-to-cart", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    await customized.addToCart(await service.session(c), body);
    return c.body(null, 204);
  });

  app.post("/customized-products/upload", async (c) => {
    if (!(c.req.header("content-type") ?? "").includes("multipart/form-data")) {
      fail(400, "FRAMEWORK__INVALID_REQUEST_BODY", "Send the file as multipart/form-data.", "/file");
    }
    // Counted while reading (a chunked body has no Content-Length): the rest of an oversized body is never read.
    const bytes = await readBodyBytes(c, MAX_UPLOAD_BYTES + 64 * 1024, "CUSTOMIZED_PRODUCTS__FILE_TOO_LARGE");
    let form: Record<string, unknown>;
    try {
      const request = new Request(c.req.url, {
        method: "POST",
        headers: { "content-type": c.req.header("content-type") ?? "" },
        body: bytes,
      });
      form = Object.fromEntries(await request.formData());
    } catch {
      fail(400, "FRAMEWORK__INVALID_REQUEST_BODY", "The multipart body could not be read.", "/file");
    }
    rejectUnsafeText(typeof form.optionId === "string" ? { optionId: form.optionId } : {});
    const optionId = parseWith(v.object({ optionId: uuidLikeIdSchema }), {
      optionId: form.optionId ?? "",
    }).optionId;
    const file = form.file;
    if (!(file instanceof File)) fail(400, "VIOLATION::IS_BLANK_ERROR", "A file is required.", "/file");
    const { id, displayName } = await customized.upload(await service.session(c), optionId, file);
    // The 6.7.13 schema types mediaId as a dashed UUID; the same id without dashes works everywhere else.
    const mediaId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    return c.json({ mediaId, filename: displayName });
  });

  app.post("/customized-products/configuration/create-share", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    const { id, productId } = await customized.share(body);
    const base = (body.absoluteBaseUrl ?? service.deps.publicBaseUrl ?? new URL(c.req.url).origin).replace(
      /\/+$/,
      "",
    );
    return c.json({
      shareUrl: `${base}/detail/${productId}?swagCustomizedProductsConfigurationShare=${id}`,
    });
  });

  // Restore a shared configuration (SPEC 3 "Restore configuration"): quantity and a value per option.
  app.get("/vitrine/customized-products/share/:shareId", async (c) => {
    const shareId = (c.req.param("shareId") ?? "").toUpperCase();
    const configuration = await customized.sharedConfiguration(shareId);
    return c.json({ ...configuration, apiAlias: "vitrine_customized_products_share" });
  });
  return app;
}
