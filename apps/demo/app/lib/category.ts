import { entityLink, type LinkableEntity, type LinkOptions } from "@vitrine/core";
import type { NavigationCategory as Category } from "@vitrine/core/schemas";
import type { BreadcrumbItem } from "@vitrine/navigation";
import { nameOf } from "./format";

/** Breadcrumb of a category from its path of ids and its names (the root category is left out), in `link`'s language. */
export function categoryCrumbs(category: Category, link: LinkOptions = {}): BreadcrumbItem[] {
  const names = category.breadcrumb ?? [nameOf(category)];
  const ids = [...(category.path ?? "").split("|").filter(Boolean), category.id];
  const crumbs = names.map((name, index) => ({
    name,
    // The category itself by its SEO URL when the Store API gave one; its parents by their routes.
    href: ids[index]
      ? entityLink(
          "category",
          ids[index] === category.id ? (category as LinkableEntity) : { id: ids[index] },
          link,
        )
      : undefined,
  }));
  return crumbs.length > 1 ? crumbs.slice(1) : crumbs;
}
