import { useSnippet } from "@vitrine/core";
import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { useWishlist } from "./useWishlist";
import { wishlistSnippets } from "./wishlist.snippets";

/** The button's state: added, not added, or loading (an addition or removal under way). */
export type WishlistButtonState = "added" | "not-added" | "loading";

/** What {@link useWishlistButton} returns. */
export interface WishlistButtonControls {
  /** False when the shop switched the wishlist off: render nothing. */
  enabled: boolean;
  added: boolean;
  loading: boolean;
  state: WishlistButtonState;
  /** "Add to wishlist" or "Remove from wishlist". */
  label: string;
  toggle(): Promise<boolean>;
  /** Props for a `<button>`: type, name, `aria-pressed`, `aria-busy`, `data-state` and the click that toggles. */
  getButtonProps(props?: ButtonHTMLAttributes<HTMLButtonElement>): ButtonHTMLAttributes<HTMLButtonElement> & {
    "data-state": WishlistButtonState;
  };
}

/** The wishlist toggle of one product: added or not added, with a loading state that blocks repeated clicks. */
export function useWishlistButton({ productId }: { productId: string }): WishlistButtonControls {
  const wishlist = useWishlist();
  const t = useSnippet(wishlistSnippets);
  const added = wishlist.has(productId);
  const loading = wishlist.isPending(productId);
  const state: WishlistButtonState = loading ? "loading" : added ? "added" : "not-added";
  const label = t(added ? "wishlist.button.remove" : "wishlist.button.add");
  const toggle = () => wishlist.toggle(productId);
  return {
    enabled: wishlist.enabled,
    added,
    loading,
    state,
    label,
    toggle,
    getButtonProps: (props = {}) => ({
      type: "button",
      "aria-label": label,
      ...props,
      "aria-pressed": added,
      "aria-busy": loading || undefined,
      "data-state": state,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented && !loading) void toggle();
      },
    }),
  };
}
