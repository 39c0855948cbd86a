import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { navigationLinkProps } from "./navigation.link";
import { navigationSnippets } from "./navigation.snippets";
import type { BreadcrumbItem } from "./navigation.state";

/** Props of `<Breadcrumb>`. */
export interface BreadcrumbProps {
  /** The trail from the top category to the current page (see `breadcrumbFromEntries`, `breadcrumbFromCategory`). */
  items: readonly BreadcrumbItem[];
  /** Goes to a URL through the shop's router (plain clicks); links load the page otherwise. */
  onNavigate?: (url: string) => void;
  className?: string;
}

/** A breadcrumb: `nav` "Breadcrumb" with an ordered list; the last entry is the current page (`aria-current`). */
export function Breadcrumb({ items, onNavigate, className }: BreadcrumbProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  if (!items.length) return null;
  return (
    <nav
      aria-label={t("navigation.breadcrumb")}
      className={["vitrine-breadcrumb", className].filter(Boolean).join(" ")}
    >
      <ol className="vitrine-breadcrumb__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.name} className="vitrine-breadcrumb__item">
              {item.href ? (
                <a
                  className="vitrine-breadcrumb__link"
                  aria-current={last ? "page" : undefined}
                  {...navigationLinkProps(item.href, onNavigate)}
                >
                  {item.name}
                </a>
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
