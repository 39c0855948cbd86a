import type { NavigationCategory as Category } from "@vitrine/core/schemas";
import type { BreadcrumbItem } from "@vitrine/navigation";
import { categoryPath, nameOf } from "./format";

/** Breadcrumb of a category from its path of ids and its names (the root category is left out). */
export function categoryCrumbs(category: Category): BreadcrumbItem[] {
  const names = category.breadcrumb ?? [nameOf(category)];
  const ids = [...(category.path ?? "").split("|").filter(Boolean), category.id];
  const crumbs = names.map((name, index) => ({
    name,
    href: ids[index] ? categoryPath(ids[index]) : undefined,
  }));
  return crumbs.length > 1 ? crumbs.slice(1) : crumbs;
}
