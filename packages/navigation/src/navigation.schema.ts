import * as v from "valibot";

/** A category of the navigation tree, as `POST /navigation/{activeId}/{rootId}` returns it (what we read). */
export interface NavigationCategory {
  id: string;
  parentId?: string | null | undefined;
  name?: string | null | undefined;
  translated?: { name?: string | null | undefined; [key: string]: unknown } | null | undefined;
  type?: string | null | undefined;
  linkType?: string | null | undefined;
  internalLink?: string | null | undefined;
  externalLink?: string | null | undefined;
  linkNewTab?: boolean | null | undefined;
  seoUrl?: string | null | undefined;
  childCount?: number | null | undefined;
  visibleChildCount?: number | null | undefined;
  children?: NavigationCategory[] | null | undefined;
  breadcrumb?: string[] | null | undefined;
  path?: string | null | undefined;
  [key: string]: unknown;
}

/** valibot schema of a navigation category (children recursively). */
export const NavigationCategorySchema: v.GenericSchema<NavigationCategory> = v.looseObject({
  id: v.string(),
  parentId: v.nullish(v.string()),
  name: v.nullish(v.string()),
  translated: v.nullish(v.looseObject({ name: v.nullish(v.string()) })),
  type: v.nullish(v.string()),
  linkType: v.nullish(v.string()),
  internalLink: v.nullish(v.string()),
  externalLink: v.nullish(v.string()),
  linkNewTab: v.nullish(v.boolean()),
  seoUrl: v.nullish(v.string()),
  childCount: v.nullish(v.number()),
  visibleChildCount: v.nullish(v.number()),
  children: v.nullish(v.array(v.lazy(() => NavigationCategorySchema))),
  breadcrumb: v.nullish(v.array(v.string())),
  path: v.nullish(v.string()),
});

/** The navigation answer: the categories below the requested root (a tree when `buildTree` is set). */
export const NavigationSchema = v.array(NavigationCategorySchema);

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
