import type { LinkOptions } from "@vitrine/core";
import type { NavigationCategory as Category } from "@vitrine/core/schemas";
import { type BreadcrumbItem, breadcrumbFromCategory } from "@vitrine/navigation";
import { nameOf } from "./format";

/**
 * Breadcrumb of a category from its path of ids and its names (the root category is left out), in `link`'s
 * language: the category at its SEO URL when the answer carries one (the package's link builder), its parents at their technical routes.
 */
export function categoryCrumbs(category: Category, link: LinkOptions = {}): BreadcrumbItem[] {
  const rootId = (category.path ?? "").split("|").find(Boolean);
  const crumbs = breadcrumbFromCategory(category, link, rootId);
  return crumbs.length ? crumbs : [{ name: nameOf(category) }];
}
