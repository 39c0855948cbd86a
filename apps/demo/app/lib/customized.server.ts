// The product page's customized-products data (server only): the template the product detail carries, lean, and a
// shared configuration restored from `?swagCustomizedProductConfigurationShare=<id>`.
import type { RestoredChoices, Template } from "@vitrine/customized-products";
import { readSharedConfiguration, restoredChoices } from "@vitrine/customized-products/restore";
import { TemplateSchema } from "@vitrine/customized-products/schemas";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { optional, storeApi } from "./store-api.server";

/** The share link's query parameter (Swag Customized Products' own name). */
export const SHARE_PARAMETER = "swagCustomizedProductConfigurationShare";

/** The template and a restored configuration of the page's product; null for a product without a template. */
export async function readCustomized(
  context: AppLoadContext,
  product: object,
  url: URL,
): Promise<{ template: Template; restore: RestoredChoices | null } | null> {
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
  const shareId = url.searchParams.get(SHARE_PARAMETER);
  const shared = shareId ? await optional(readSharedConfiguration(storeApi(context), shareId), null) : null;
  return { template, restore: shared ? restoredChoices(template, shared) : null };
}
