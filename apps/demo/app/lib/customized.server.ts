// The product page's customized-products data (server only): the template the product detail carries, lean, and a
// configuration to restore: a shared one (`?swagCustomizedProductsConfigurationShare=<id>`) or one in the cart to
// change (`?swagCustomizedProductsConfigurationEdit=<id>`, the cart's "Change configuration" link).

import type { Template } from "@vitrine/customized-products";
import {
  EDIT_PARAMETER,
  editedConfiguration,
  readSharedConfiguration,
  restoredChoices,
  SHARE_PARAMETER,
} from "@vitrine/customized-products/restore";
import { TemplateSchema } from "@vitrine/customized-products/schemas";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import type { CustomizedData } from "./product-page";
import { optional, readCart, storeApi } from "./store-api.server";

/** The template and a restored configuration of the page's product; null for a product without a template. */
export async function readCustomized(
  context: AppLoadContext,
  product: object,
  url: URL,
): Promise<CustomizedData | null> {
  const { extensions } = product as { extensions?: { swagCustomizedProductsTemplate?: unknown } | null };
  const parsed = v.safeParse(TemplateSchema, extensions?.swagCustomizedProductsTemplate);
  if (!parsed.success) return null;
  // Lean: the hydration data carries what the configurator reads (a value's image as its URL only).
  const template: Template = {
    ...parsed.output,
    options: parsed.output.options?.map((option) => ({
      ...option,
      values: option.values?.map(({ media, ...value }) => ({
        ...value,
        media: media ? { url: media.url, alt: media.alt ?? null } : null,
      })),
    })),
  };
  const editId = url.searchParams.get(EDIT_PARAMETER);
  if (editId) {
    const cart = await optional(readCart(context), null);
    const restore = cart ? editedConfiguration(template, cart.lineItems, editId) : null;
    return {
      template,
      restore,
      notice: restore
        ? null
        : "This configuration is no longer in your cart; you can configure the product anew.",
      source: `edit:${editId}`,
    };
  }
  const shareId = url.searchParams.get(SHARE_PARAMETER);
  const shared = shareId ? await optional(readSharedConfiguration(storeApi(context), shareId), null) : null;
  return {
    template,
    restore: shared ? restoredChoices(template, shared) : null,
    notice: shareId && !shared ? "This shared configuration is no longer available." : null,
    source: shareId ? `share:${shareId}` : "new",
  };
}
