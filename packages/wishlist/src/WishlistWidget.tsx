import { cx } from "@vitrine/core/utils";
import { HeartIcon } from "./HeartIcon";
import { useWishlistWidget } from "./useWishlistWidget";

/** Props of {@link WishlistWidget}. */
export interface WishlistWidgetProps {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The header's wishlist link: a `link` named "Wishlist, 3 products" with the count as a badge (needs core's styles.css for the hidden words). */
export function WishlistWidget({ className }: WishlistWidgetProps) {
  const widget = useWishlistWidget();
  if (!widget.enabled) return null;
  return (
    <a {...widget.getLinkProps({ className: cx("vitrine-wishlist-widget", className) })}>
      <HeartIcon className="vitrine-wishlist-widget__icon" />
      <span className="vitrine-wishlist-widget__label" aria-hidden="true">
        {widget.name}
      </span>
      {/* One text node names the link ("Wishlist, 3 products"): split texts would be joined with spaces. */}
      <span className="vitrine-visually-hidden">{widget.label}</span>
      {widget.count ? (
        <span className="vitrine-wishlist-widget__count" aria-hidden="true">
          {widget.count}
        </span>
      ) : null}
    </a>
  );
}
