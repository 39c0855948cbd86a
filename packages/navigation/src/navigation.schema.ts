import * as v from "valibot";

// The category schema is core's: one category shape for every package and shop.
export { type NavigationCategory, NavigationCategorySchema, NavigationSchema } from "@vitrine/core/schemas";

/** One entry of `GET /breadcrumb/{id}`. */
export const BreadcrumbEntrySchema = v.looseObject({
  name: v.string(),
  categoryId: v.string(),
  path: v.nullish(v.string()),
  type: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ externalLink: v.nullish(v.string()) })),
});
/** One entry of the Store API breadcrumb. */
export type BreadcrumbEntry = v.InferOutput<typeof BreadcrumbEntrySchema>;
