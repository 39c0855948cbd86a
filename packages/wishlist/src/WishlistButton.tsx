import { cx } from "@vitrine/core/utils";
import { HeartIcon } from "./HeartIcon";
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
      <HeartIcon className="vitrine-wishlist-button__icon" />
      {showLabel && (
        <span className="vitrine-wishlist-button__label" aria-hidden="true">
          {button.label}
        </span>
      )}
    </button>
  );
}
