import { cx } from "@vitrine/core/utils";
import { useWishlistButton } from "./useWishlistButton";

/** Props of {@link WishlistButton}. */
export interface WishlistButtonProps {
  productId: string;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  /** Show the label next to the heart (default); false shows the heart only (the label stays the name). */
  showLabel?: boolean;
}

/** The wishlist toggle: a `button` named "Add to wishlist" / "Remove from wishlist" with `aria-pressed`. */
export function WishlistButton({ productId, className, showLabel = true }: WishlistButtonProps) {
  const button = useWishlistButton({ productId });
  if (!button.enabled) return null;
  return (
    <button {...button.getButtonProps({ className: cx("vitrine-wishlist-button", className) })}>
      <svg
        className="vitrine-wishlist-button__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.2 0 3.7 1.3 5.2 3.1 1.5-1.8 3-3.1 5.2-3.1 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {showLabel && (
        <span className="vitrine-wishlist-button__label" aria-hidden="true">
          {button.label}
        </span>
      )}
    </button>
  );
}
