import { useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { navigationSnippets } from "./navigation.snippets";
import type { BreadcrumbItem } from "./navigation.state";

/** Props of `<Breadcrumb>`. */
export interface BreadcrumbProps {
  /** The trail from the top category to the current page (see `breadcrumbFromEntries`, `breadcrumbFromCategory`). */
  items: readonly BreadcrumbItem[];
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A breadcrumb: `nav` "Breadcrumb" with an ordered list; the last entry is the current page (`aria-current`). */
export function Breadcrumb({ items, className }: BreadcrumbProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  if (!items.length) return null;
  return (
    <nav aria-label={t("navigation.breadcrumb")} className={cx("vitrine-breadcrumb", className)}>
      <ol className="vitrine-breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.name} className="vitrine-breadcrumb__item">
              {item.href ? (
                <Link
                  className="vitrine-breadcrumb__link"
                  aria-current={last ? "page" : undefined}
                  href={item.href}
                >
                  {item.name}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
