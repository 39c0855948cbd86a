import { useWishlistWidget } from "@vitrine/wishlist/widget";
import { Link } from "react-router";
import { useDemoSnippet } from "../lib/snippets";

/**
 * The header's wishlist link (`link` "Wishlist, 2 products"): a plain link to /wishlist that works without
 * JavaScript. A customer's count is in the server HTML; a guest's (local storage) appears after hydration as a
 * badge over the icon (the header's count badge, `.cart-count`, positioned absolutely), so nothing moves. Renders nothing when the shop switched it off.
 */
export function HeaderWishlist() {
  const t = useDemoSnippet();
  const widget = useWishlistWidget();
  if (!widget.enabled) return null;
  const { href = "/wishlist", ...linkProps } = widget.getLinkProps({
    className: "header-action header-wishlist",
  });
  return (
    <Link to={href} {...linkProps}>
      <HeartIcon />
      <span className="header-action-text" aria-hidden="true">
        {t("demo.page.wishlist")}
      </span>
      {/* One text node names the link ("Wishlist, 2 products"). */}
      <span className="vitrine-visually-hidden">{widget.label}</span>
      {widget.count ? (
        <span className="cart-count" aria-hidden="true">
          {widget.count}
        </span>
      ) : null}
    </Link>
  );
}

function HeartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
