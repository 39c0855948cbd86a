import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import { useWishlistWidget } from "./useWishlistWidget";
import { wishlistSnippets } from "./wishlist.snippets";

/** Props of {@link WishlistWidget}. */
export interface WishlistWidgetProps {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The header's wishlist link: a `link` named "Wishlist, 3 products" with the count as a badge (needs core's styles.css for the hidden words). */
export function WishlistWidget({ className }: WishlistWidgetProps) {
  const widget = useWishlistWidget();
  const t = useSnippet(wishlistSnippets);
  if (!widget.enabled) return null;
  return (
    <a {...widget.getLinkProps({ className: cx("vitrine-wishlist-widget", className) })}>
      <svg
        className="vitrine-wishlist-widget__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.2 0 3.7 1.3 5.2 3.1 1.5-1.8 3-3.1 5.2-3.1 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="vitrine-wishlist-widget__label" aria-hidden="true">
        {t("wishlist.widget.label")}
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
