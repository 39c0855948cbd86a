import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { useCollapsibleList } from "./useCollapsibleList";

/** Props of {@link CollapsibleList}. */
export interface CollapsibleListProps<T> {
  items: readonly T[];
  /** Renders one entry (its `<li>` is ours). */
  renderItem: (item: T) => ReactNode;
  /** Key of an entry. */
  getKey: (item: T) => string;
  /** How many entries show before "Show more" (default 3). */
  visibleCount?: number;
  /** A chosen entry stays visible when collapsed. */
  isSelected?: (item: T) => boolean;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A list that shows its first entries and a "Show more" / "Show less" button (`aria-expanded`) for the rest. */
export function CollapsibleList<T>({
  items,
  renderItem,
  getKey,
  visibleCount,
  isSelected,
  className,
}: CollapsibleListProps<T>): ReactNode {
  const list = useCollapsibleList(items, { visibleCount, isSelected });
  return (
    <div
      className={cx("vitrine-collapsible", className)}
      data-state={list.isExpanded ? "expanded" : "collapsed"}
    >
      <ul id={list.listId} className="vitrine-collapsible__list">
        {list.visibleItems.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {list.canCollapse && (
        <button {...list.getToggleProps({ className: "vitrine-button--link vitrine-collapsible__toggle" })} />
      )}
    </div>
  );
}
