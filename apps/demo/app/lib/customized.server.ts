// The product page's customized-products data (server only): the template the product detail carries, lean, and a
// configuration to restore: a shared one (`?swagCustomizedProductsConfigurationShare=<id>`) or one in the cart to
// change (`?swagCustomizedProductsConfigurationEdit=<id>`, the cart's "Change configuration" link).

import { CartSchema } from "@vitrine/core/schemas";
import type { RestoredChoices, Template } from "@vitrine/customized-products";
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
import { optional, storeApi } from "./store-api.server";

/** The product page's configurator data: template, a configuration to restore, and why one could not be. */
export interface CustomizedData {
  template: Template;
  restore: RestoredChoices | null;
  /** Said above the configurator when a link's configuration could not be restored. */
  notice: string | null;
  /** Which link the configuration came from (a new link starts the configurator anew on the same page). */
  source: string;
}

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
    const cart = await optional(storeApi(context).get("/checkout/cart", { schema: CartSchema }), null);
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
