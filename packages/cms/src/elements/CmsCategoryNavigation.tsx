import { useEntityLink, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import type { NavigationCategory } from "@vitrine/core/schemas";
import { translated } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { CmsElementProps } from "../cms.registry";
import { cmsSnippets } from "../cms.snippets";

/**
 * Shopware's `category-navigation` element: the categories of `context.navigation` (the loader's navigation
 * tree), the one of `context.categoryId` marked as the current page, its children below it; each links to its
 * canonical SEO URL (technical route otherwise; core's `useEntityLink`).
 */
export function CmsCategoryNavigation({ context }: Pick<CmsElementProps, "context">) {
  const link = useEntityLink();
  const t = useSnippet(cmsSnippets);
  const entries = Array.isArray(context.navigation) ? (context.navigation as NavigationCategory[]) : [];
  const visible = (list: NavigationCategory[] | null | undefined) =>
    (list ?? []).filter((entry) => entry.visible !== false);
  const renderList = (list: NavigationCategory[]): ReactNode => (
    <ul>
      {list.map((entry) => (
        <li key={entry.id}>
          <Link
            href={link("category", entry)}
            aria-current={entry.id === context.categoryId ? "page" : undefined}
          >
            {translated(entry, "name") ?? ""}
          </Link>
          {visible(entry.children).length > 0 && renderList(visible(entry.children))}
        </li>
      ))}
    </ul>
  );
  if (!visible(entries).length) return null;
  return (
    <nav className="vitrine-cms-category-navigation" aria-label={t("cms.categoryNavigation")}>
      {renderList(visible(entries))}
    </nav>
  );
}
