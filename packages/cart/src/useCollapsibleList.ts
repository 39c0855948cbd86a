import { useSnippet } from "@vitrine/core";
import { type ButtonHTMLAttributes, useId, useState } from "react";
import { checkoutSnippets } from "./checkout.snippets";
import { COLLAPSIBLE_LIST_VISIBLE_COUNT } from "./constants";

/** What {@link useCollapsibleList} returns. */
export interface CollapsibleList<T> {
  /** The entries to render now: the first `visibleCount`, or all when expanded. */
  visibleItems: T[];
  isExpanded: boolean;
  /** How many entries "Show more" reveals. */
  hiddenCount: number;
  /** Whether the list is long enough to need the button. */
  canCollapse: boolean;
  toggle: () => void;
  /** Id for the list element the button controls. */
  listId: string;
  /** Props for the "Show more" / "Show less" button. */
  getToggleProps: (
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * The confirm page's 'Show more' / 'Show less' collapse for long lists (shipping and payment methods): shows the
 * first entries, a button shows the rest and hides them again. A chosen entry further down stays visible.
 */
export function useCollapsibleList<T>(
  items: readonly T[],
  {
    visibleCount = COLLAPSIBLE_LIST_VISIBLE_COUNT,
    isSelected,
  }: { visibleCount?: number; isSelected?: (item: T) => boolean } = {},
): CollapsibleList<T> {
  const [isExpanded, setExpanded] = useState(false);
  const t = useSnippet(checkoutSnippets);
  const listId = useId();
  const canCollapse = items.length > visibleCount;
  const visibleItems =
    isExpanded || !canCollapse
      ? [...items]
      : items.filter((item, index) => index < visibleCount || isSelected?.(item));
  const toggle = () => setExpanded((expanded) => !expanded);
  return {
    visibleItems,
    isExpanded,
    hiddenCount: items.length - visibleItems.length,
    canCollapse,
    toggle,
    listId,
    getToggleProps: (props = {}) => ({
      type: "button",
      children: t(isExpanded ? "cart.collapse.less" : "cart.collapse.more"),
      ...props,
      "aria-expanded": isExpanded,
      "aria-controls": listId,
      onClick: (event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) toggle();
      },
    }),
  };
}
