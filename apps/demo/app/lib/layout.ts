// The layout track's view models: what the header's navigation packages read, built by the root loader only.

import type { NavigationCategory as NavigationEntry } from "@vitrine/core/schemas";
import type { NavigationCategory } from "@vitrine/navigation";
import { nameOf } from "./format";
import { leanSeoUrls } from "./view";

/**
 * The main navigation in the shape `@vitrine/navigation` reads (its `NavigationCategory`), lean: only the fields
 * the flyout and the off-canvas use (name, link target and SEO URL, children and their count), hidden entries left out.
 */
export function navigationCategories(entries: NavigationEntry[], depth = 2): NavigationCategory[] {
  return entries
    .filter((entry) => entry.visible !== false)
    .map((entry) => {
      const children = depth > 1 ? navigationCategories(entry.children ?? [], depth - 1) : [];
      const category: NavigationCategory = { id: entry.id, name: nameOf(entry) };
      // A page (the default) is a category without a type: the menus tell links and folders apart only.
      if (entry.type && entry.type !== "page") category.type = entry.type;
      if (entry.linkType) category.linkType = entry.linkType;
      if (entry.externalLink) category.externalLink = entry.externalLink;
      if (entry.internalLink) category.internalLink = entry.internalLink;
      // The link's target: the category's canonical SEO URL (no detour over the technical route's redirect).
      const seoUrls = leanSeoUrls(entry);
      if (seoUrls.length) category.seoUrls = seoUrls;
      // The off-canvas asks the navigation route for deeper levels; the count says whether there are any. With the
      // children here their number says it; without, a count of none is left out (the menus read it as none).
      const counts = entry as { visibleChildCount?: unknown; childCount?: unknown };
      const known =
        typeof counts.visibleChildCount === "number" ? counts.visibleChildCount : counts.childCount;
      if (depth > 1) category.children = children;
      else if (typeof known === "number" && known > 0) category.visibleChildCount = known;
      return category;
    });
}
