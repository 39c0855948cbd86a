import { entityLink, type LinkOptions } from "@vitrine/core";
import { translated } from "@vitrine/core/utils";
import type { BreadcrumbEntry, NavigationCategory } from "./navigation.schema";

/** The name a category is shown with. */
export function categoryName(category: NavigationCategory): string {
  return translated(category, "name") ?? "";
}

/** Whether a category opens a deeper level (links and empty categories do not). */
export function hasSubcategories(category: NavigationCategory): boolean {
  if (category.type === "link") return false;
  return (category.visibleChildCount ?? category.childCount ?? category.children?.length ?? 0) > 0;
}

/** Whether the scroll-up button shows: the page is scrolled past the threshold. */
export const isScrolledPast = (scrollY: number, threshold: number): boolean => scrollY > threshold;

/** One breadcrumb entry: a name and, except maybe the last, a link. */
export interface BreadcrumbItem {
  name: string;
  href?: string;
}

/**
 * Breadcrumb items from the Store API's `GET /breadcrumb/{id}` answer: each category at its canonical SEO URL (the
 * entry's `seoUrls`), else its technical route, under `options.basePath` (core's `entityLink`; pass `useConfig()`
 * in a component); link entries lead to their external URL; folders are not linked.
 */
export function breadcrumbFromEntries(
  entries: readonly BreadcrumbEntry[],
  options: LinkOptions = {},
): BreadcrumbItem[] {
  return entries.map((entry) => ({
    name: entry.name,
    href:
      entry.type === "folder"
        ? undefined
        : entityLink(
            "category",
            {
              id: entry.categoryId,
              seoUrls: entry.seoUrls,
              type: entry.type,
              externalLink: entry.translated?.externalLink,
            },
            options,
          ),
  }));
}

/**
 * Breadcrumb items from a category's `breadcrumb` names and `path` ids (`|root|parent|`); entries up to and
 * including `rootId` (the sales channel's navigation root, which is not shown) are dropped. The category itself
 * links to its canonical SEO URL when it carries `seoUrls`; its parents (of which the answer names only the ids)
 * to their technical routes, which the shop redirects. `GET /breadcrumb/{id}` (`breadcrumbFromEntries`) gives every
 * entry its SEO URL.
 */
export function breadcrumbFromCategory(
  category: NavigationCategory,
  options: LinkOptions = {},
  rootId?: string,
): BreadcrumbItem[] {
  const names = (translated(category, "breadcrumb") as string[] | undefined) ?? [];
  const ids = [...(category.path ?? "").split("|").filter(Boolean), category.id];
  // Align from the end: the names and ids both end with the category itself.
  const offset = ids.length - names.length;
  const items = names.map((name, index) => ({ id: ids[index + offset], name }));
  const start = rootId ? items.findIndex((item) => item.id === rootId) + 1 : 0;
  return items.slice(start).map(({ id, name }) => ({
    name,
    href: id ? entityLink("category", id === category.id ? category : { id }, options) : undefined,
  }));
}
