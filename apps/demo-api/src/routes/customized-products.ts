import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { DEFAULT_MAX_PURCHASE, quantityRules } from "../commerce/cart.calculate.js";
import { addPreparedLineItem } from "../commerce/cart.mutate.js";
import {
  completenessErrors,
  customizedLineItem,
  parseTemplate,
  priceConfiguration,
  readChoices,
  type Template,
} from "../commerce/customized.js";
import type { CommerceService } from "../commerce/service.js";
import { loadCart } from "../commerce/store.js";
import {
  deleteShare,
  insertShare,
  insertUpload,
  knownUploadIds,
  shareById,
  templateRowById,
  templateRowByOption,
} from "../commerce/vitrine.store.js";
import type { AppEnv } from "../context.js";
import {
  errorEntry,
  fail,
  isUnsafeText,
  parseWith,
  readBodyBytes,
  readJsonObject,
  rejectUnsafeText,
  StoreApiException,
} from "../errors.js";
import { ID_PATTERN, newId } from "../validation.js";

/** Largest upload the demo accepts at all (an option may allow less). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const uuidLike = v.pipe(
  v.string("must be a string"),
  v.transform((value) => value.replaceAll("-", "").toLowerCase()),
  v.regex(ID_PATTERN, "This is not a valid id."),
);

const configurationBody = v.object({
  "customized-products-template": v.object(
    {
      id: uuidLike,
      options: v.optional(v.record(v.string(), v.unknown(), "options must be an object"), {}),
      oldHash: v.optional(v.string()),
    },
    "customized-products-template must be an object",
  ),
  lineItems: v.pipe(
    v.record(
      v.string(),
      v.object({
        id: uuidLike,
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

/** The last path part of a file name, without control characters or lone surrogates, at most 255 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return [...base]
    .filter((char) => char >= " " && char !== "\u007f" && !isUnsafeText(char))
    .join("")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 255);
}

type ConfigurationBody = v.InferOutput<typeof configurationBody>;

async function templateById(service: CommerceService, id: string): Promise<Template> {
  const row = await templateRowById(service.db, id);
  if (!row)
    fail(
      404,
      "CUSTOMIZED_PRODUCTS__TEMPLATE_NOT_FOUND",
      `Template ${id} not found.`,
      "/customized-products-template/id",
    );
  return parseTemplate(row.json, row.productId);
}

/** Resolves template, product, quantity and the shopper's choices of a configuration request. */
async function resolve(service: CommerceService, body: ConfigurationBody) {
  const template = await templateById(service, body["customized-products-template"].id);
  const [line] = Object.values(body.lineItems);
  if (!line)
    fail(400, "VIOLATION::IS_BLANK_ERROR", "lineItems must hold the customized product.", "/lineItems");
  const products = await service.deps.catalogue.cartProducts([line.id]);
  const product = products.get(line.id);
  if (!product?.active)
    fail(400, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${line.id}".`, "/lineItems");
  if (product.id !== template.productId && product.parentId !== template.productId) {
    fail(
      400,
      "CUSTOMIZED_PRODUCTS__TEMPLATE_MISMATCH",
      "The template does not belong to this product.",
      "/lineItems",
    );
  }
  const { max } = quantityRules(product);
  if (line.quantity > max) {
    fail(
      400,
      "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
      `The quantity ${line.quantity} exceeds the maximum purchase of ${max} for "${product.name}".`,
      `/lineItems/${Object.keys(body.lineItems)[0]}/quantity`,
      { quantity: line.quantity, maxPurchase: max },
    );
  }
  const { choices, errors } = readChoices(template, body["customized-products-template"].options);
  if (errors.length) throw new StoreApiException(400, errors);
  return { template, product, quantity: line.quantity, choices };
}

/** Swag Customized Products routes (6.7.13 schema) and Vitrine's price display route. */
export function customizedProductsRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/vitrine/customized-products/price", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    const { product, quantity, choices } = await resolve(service, body);
    return c.json(priceConfiguration(product, choices, quantity));
  });

  app.post("/customized-products/add-to-cart", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    const { template, product, quantity, choices } = await resolve(service, body);
    const incomplete = completenessErrors(template, choices);
    const media = choices.flatMap((chosen) => chosen.media.map((file) => file.mediaId));
    if (media.length) {
      const known = await knownUploadIds(service.db, media);
      for (const chosen of choices) {
        for (const file of chosen.media) {
          if (!known.has(file.mediaId)) {
            incomplete.push(
              errorEntry(
                400,
                "CUSTOMIZED_PRODUCTS__MEDIA_NOT_FOUND",
                `The upload ${file.filename} is unknown.`,
                `/customized-products-template/options/${chosen.option.id}/media`,
              ),
            );
          }
        }
      }
    }
    if (incomplete.length) throw new StoreApiException(400, incomplete);
    const session = await service.session(c);
    await service.serialized(session.token, async () => {
      let stored = await loadCart(service.db, session.token);
      const oldHash = body["customized-products-template"].oldHash;
      if (oldHash) stored = { ...stored, lineItems: stored.lineItems.filter((item) => item.id !== oldHash) };
      const item = customizedLineItem(template, product, choices, quantity);
      const existing = stored.lineItems.find((candidate) => candidate.id === item.id);
      const next = existing
        ? addPreparedLineItem(stored, {
            ...item,
            quantity: existing.quantity + quantity,
            children: item.children?.map((child) =>
              child.type === "product" ? { ...child, quantity: existing.quantity + quantity } : child,
            ),
          })
        : addPreparedLineItem(stored, item);
      await service.calculate(session, next);
    });
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
    const optionId = parseWith(v.object({ optionId: uuidLike }), { optionId: form.optionId ?? "" }).optionId;
    const file = form.file;
    if (!(file instanceof File)) fail(400, "VIOLATION::IS_BLANK_ERROR", "A file is required.", "/file");
    const row = await templateRowByOption(service.db, optionId);
    const template = row ? parseTemplate(row.json, row.productId) : undefined;
    const option = template?.options.find((candidate) => candidate.id === optionId);
    if (!option)
      fail(404, "CUSTOMIZED_PRODUCTS__OPTION_NOT_FOUND", `Option ${optionId} not found.`, "/optionId");
    if (option.type !== "fileupload" && option.type !== "imagefileupload") {
      fail(
        400,
        "CUSTOMIZED_PRODUCTS__NOT_AN_UPLOAD_OPTION",
        `"${option.displayName}" takes no files.`,
        "/optionId",
      );
    }
    const maxBytes = Math.min(
      MAX_UPLOAD_BYTES,
      Number(option.typeProperties.maxFileSize ?? 10) * 1024 * 1024,
    );
    if (file.size === 0) fail(400, "CUSTOMIZED_PRODUCTS__EMPTY_FILE", "The file is empty.", "/file");
    if (file.size > maxBytes) {
      fail(
        413,
        "CUSTOMIZED_PRODUCTS__FILE_TOO_LARGE",
        `The file is larger than ${maxBytes / 1024 / 1024} MB.`,
        "/file",
      );
    }
    const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
    const excluded = ((option.typeProperties.excludedExtensions as string[] | undefined) ?? []).map((ext) =>
      ext.toLowerCase(),
    );
    if (excluded.includes(extension)) {
      fail(
        415,
        "CUSTOMIZED_PRODUCTS__FILE_TYPE_NOT_ALLOWED",
        `Files of type .${extension} are not allowed.`,
        "/file",
      );
    }
    if (option.type === "imagefileupload" && !/^image\/(png|jpe?g|gif|webp)$/.test(file.type)) {
      fail(415, "CUSTOMIZED_PRODUCTS__FILE_TYPE_NOT_ALLOWED", "Only PNG, JPEG, GIF or WebP images.", "/file");
    }
    const session = await service.session(c);
    const id = newId();
    // Stored under a generated name; the shopper's name (without any path) is display text only.
    const safeExtension = /^[a-z0-9]{1,10}$/.test(extension) ? extension : "bin";
    const displayName = displayFileName(file.name) || `upload.${safeExtension}`;
    await insertUpload(service.db, {
      id,
      token: session.token,
      optionId,
      fileName: `${id}.${safeExtension}`,
      displayName,
      mimeType: file.type || "application/octet-stream",
      size: file.size,
      data: new Uint8Array(await file.arrayBuffer()),
    });
    // The 6.7.13 schema types mediaId as a dashed UUID; the same id without dashes works everywhere else.
    const mediaId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    return c.json({ mediaId, filename: displayName });
  });

  app.post("/customized-products/configuration/create-share", async (c) => {
    const body = parseWith(configurationBody, await readJsonObject(c));
    const { product, quantity, choices } = await resolve(service, body);
    const id = randomUUID().replaceAll("-", "").toUpperCase();
    const configuration = {
      templateId: body["customized-products-template"].id,
      productId: product.id,
      quantity,
      options: Object.fromEntries(
        choices
          .filter((chosen) => chosen.filled)
          .map((chosen) => [
            chosen.option.id,
            chosen.media.length
              ? { type: chosen.option.type, value: chosen.media }
              : {
                  type: chosen.option.type,
                  value: chosen.valueIds.length ? chosen.valueIds : chosen.value,
                },
          ]),
      ),
      oneTime: body["swag-customized-products-one-time-share"] ?? false,
    };
    await insertShare(service.db, id, product.id, configuration);
    const base = (body.absoluteBaseUrl ?? service.deps.publicBaseUrl ?? new URL(c.req.url).origin).replace(
      /\/+$/,
      "",
    );
    return c.json({
      shareUrl: `${base}/detail/${product.id}?swagCustomizedProductConfigurationShare=${id}`,
    });
  });

  // Restore a shared configuration (SPEC 3 "Restore configuration"): quantity and a value per option.
  app.get("/vitrine/customized-products/share/:shareId", async (c) => {
    const shareId = (c.req.param("shareId") ?? "").toUpperCase();
    const configuration = await shareById(service.db, shareId);
    if (!configuration) fail(404, "CUSTOMIZED_PRODUCTS__SHARE_NOT_FOUND", `Share ${shareId} not found.`);
    if (configuration.oneTime === true) await deleteShare(service.db, shareId);
    return c.json({ ...configuration, apiAlias: "vitrine_customized_products_share" });
  });
  return app;
}
