import type { NavigationCategory as Category } from "@vitrine/core/schemas";
import type { Crumb } from "../components/Breadcrumb";
import { categoryPath, nameOf } from "./format";

/** Breadcrumb of a category from its path of ids and its names (the root category is left out). */
export function categoryCrumbs(category: Category): Crumb[] {
  const names = category.breadcrumb ?? [nameOf(category)];
  const ids = [...(category.path ?? "").split("|").filter(Boolean), category.id];
  const crumbs = names.map((label, index) => ({
    label,
    href: ids[index] ? categoryPath(ids[index]) : undefined,
  }));
  return crumbs.length > 1 ? crumbs.slice(1) : crumbs;
}
