import { SeoUrlSchema } from "@vitrine/core/schemas";
import * as v from "valibot";

// The category schema is core's: one category shape for every package and shop.
export { type NavigationCategory, NavigationCategorySchema, NavigationSchema } from "@vitrine/core/schemas";

/**
 * One entry of `GET /breadcrumb/{id}`: `path` is the category's SEO path (or its technical one), `seoUrls` its SEO
 * URLs (Shopware's Breadcrumb struct).
 */
export const BreadcrumbEntrySchema = v.looseObject({
  name: v.string(),
  categoryId: v.string(),
  path: v.nullish(v.string()),
  type: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ externalLink: v.nullish(v.string()) })),
  seoUrls: v.nullish(v.array(SeoUrlSchema)),
});
/** One entry of the Store API breadcrumb. */
export type BreadcrumbEntry = v.InferOutput<typeof BreadcrumbEntrySchema>;
