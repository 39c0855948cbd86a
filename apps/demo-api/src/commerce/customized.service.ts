import { randomUUID } from "node:crypto";
import { currencyOf } from "../catalog/locales.js";
import { errorEntry, fail, isUnsafeText, StoreApiException } from "../errors.js";
import { newId } from "../validation.js";
import { quantityRules } from "./cart.calculate.js";
import { addPreparedLineItem } from "./cart.mutate.js";
import type { CartProduct } from "./cart.types.js";
import {
  type ChosenOption,
  completenessErrors,
  customizedLineItem,
  parseTemplate,
  priceConfiguration,
  readChoices,
  storedConfiguration,
  type Template,
} from "./customized.js";
import type { CommerceService, Session } from "./service.js";
import { loadCart } from "./store.js";
import {
  deleteShare,
  insertShare,
  insertUpload,
  knownUploadIds,
  shareById,
  templateRowById,
  templateRowByOption,
} from "./vitrine.store.js";

type Json = Record<string, unknown>;

/** Largest upload the demo accepts at all (an option may allow less). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A validated configuration request: template, the shopper's option values, the one product line. */
export interface ConfigurationInput {
  "customized-products-template": {
    id: string;
    options: Record<string, unknown>;
    oldHash?: string | undefined;
  };
  lineItems: Record<string, { id: string; quantity: number }>;
  "swag-customized-products-one-time-share"?: boolean | undefined;
}

/** A configuration resolved against its template and product. */
interface ResolvedConfiguration {
  template: Template;
  product: CartProduct;
  quantity: number;
  choices: ChosenOption[];
}

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

/** Swag Customized Products: price a configuration, add it to the cart, uploads, shared configurations. */
export class CustomizedProductsService {
  constructor(private readonly service: CommerceService) {}

  /**
   * The price display of a configuration (surcharges per option, unit and total price) in the shopper's currency:
   * the product's price there, absolute surcharges converted with the factor (as the cart converts them).
   */
  async price(
    body: ConfigurationInput,
    locale: { currencyId: string; languageId: string },
  ): Promise<ReturnType<typeof priceConfiguration>> {
    const { product, quantity, choices } = await this.resolve(body);
    const local = (await this.service.deps.catalogue.cartProducts([product.id], locale)).get(product.id);
    return priceConfiguration(local ?? product, choices, quantity, currencyOf(locale.currencyId));
  }

  /**
   * Adds a complete configuration to the cart (an equal one adds to its quantity; `oldHash` replaces the edited
   * one); missing required options or unknown uploads reject it with 400.
   */
  async addToCart(session: Session, body: ConfigurationInput): Promise<void> {
    const service = this.service;
    const { template, product, quantity, choices } = await this.resolve(body);
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
  }

  /**
   * Stores a file for an upload option after the option's rules (size, excluded extensions, image types); answers
   * the new upload's id and its display name. The file is stored under a generated name.
   */
  async upload(session: Session, optionId: string, file: File): Promise<{ id: string; displayName: string }> {
    const row = await templateRowByOption(this.service.db, optionId);
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
    const id = newId();
    // Stored under a generated name; the shopper's name (without any path) is display text only.
    const safeExtension = /^[a-z0-9]{1,10}$/.test(extension) ? extension : "bin";
    const displayName = displayFileName(file.name) || `upload.${safeExtension}`;
    await insertUpload(this.service.db, {
      id,
      token: session.token,
      optionId,
      fileName: `${id}.${safeExtension}`,
      displayName,
      mimeType: file.type || "application/octet-stream",
      size: file.size,
      data: new Uint8Array(await file.arrayBuffer()),
    });
    return { id, displayName };
  }

  /** Stores a configuration to share (quantity and a value per filled option); answers its id and product. */
  async share(body: ConfigurationInput): Promise<{ id: string; productId: string }> {
    const { product, quantity, choices } = await this.resolve(body);
    const id = randomUUID().replaceAll("-", "").toUpperCase();
    const configuration = {
      ...storedConfiguration(body["customized-products-template"].id, product.id, quantity, choices),
      oneTime: body["swag-customized-products-one-time-share"] ?? false,
    };
    await insertShare(this.service.db, id, product.id, configuration);
    return { id, productId: product.id };
  }

  /** A shared configuration (404 when unknown); a one-time share is gone after this read. */
  async sharedConfiguration(shareId: string): Promise<Json> {
    const configuration = await shareById(this.service.db, shareId);
    // A one-time share is read once over all processes: only the read that deletes it answers it.
    if (!configuration || (configuration.oneTime === true && !(await deleteShare(this.service.db, shareId))))
      fail(404, "CUSTOMIZED_PRODUCTS__SHARE_NOT_FOUND", `Share ${shareId} not found.`);
    return configuration;
  }

  private async templateById(id: string): Promise<Template> {
    const row = await templateRowById(this.service.db, id);
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
  private async resolve(body: ConfigurationInput): Promise<ResolvedConfiguration> {
    const template = await this.templateById(body["customized-products-template"].id);
    const [line] = Object.values(body.lineItems);
    if (!line)
      fail(400, "VIOLATION::IS_BLANK_ERROR", "lineItems must hold the customized product.", "/lineItems");
    const products = await this.service.deps.catalogue.cartProducts([line.id]);
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
}
