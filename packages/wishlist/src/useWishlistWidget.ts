import { useRoute, useSnippet } from "@vitrine/core";
import { useLinkProps } from "@vitrine/core/react";
import type { AnchorHTMLAttributes } from "react";
import { useWishlist } from "./useWishlist";
import { wishlistSnippets } from "./wishlist.snippets";

/** What {@link useWishlistWidget} returns. */
export interface WishlistWidgetControls {
  /** False when the shop switched the wishlist off: render nothing. */
  enabled: boolean;
  /** Products on the wishlist; null until the list is known. */
  count: number | null;
  /** The wishlist page's path. */
  href: string;
  /** The link's visible text: "Wishlist". */
  name: string;
  /** The link's name: "Wishlist", "Wishlist, empty", "Wishlist, 1 product", "Wishlist, 3 products". */
  label: string;
  /** The count in words ("3 products", "empty"); null until the list is known. */
  countLabel: string | null;
  /** Props for an `<a>`: href and `data-state` (loading, empty, filled); name it with `label` or your content. */
  getLinkProps(props?: AnchorHTMLAttributes<HTMLAnchorElement>): AnchorHTMLAttributes<HTMLAnchorElement> & {
    "data-state": "loading" | "empty" | "filled";
  };
}

/** The header's wishlist link with the number of products on the list. */
export function useWishlistWidget(): WishlistWidgetControls {
  const wishlist = useWishlist();
  const route = useRoute();
  const t = useSnippet(wishlistSnippets);
  const count = wishlist.ready ? wishlist.count : null;
  const countKey =
    count === 0 ? "wishlist.widget.empty" : count === 1 ? "wishlist.widget.one" : "wishlist.widget.other";
  const countLabel = count === null ? null : t(countKey, { count });
  const name = t("wishlist.widget.label");
  const label = countLabel === null ? name : `${name}, ${countLabel}`;
  const href = route("wishlist");
  const link = useLinkProps(href);
  return {
    enabled: wishlist.enabled,
    count,
    href,
    name,
    label,
    countLabel,
    getLinkProps: (props = {}) => ({
      href,
      ...props,
      // A router link (VitrineProvider's navigate): plain clicks stay in the page, the rest is the browser's.
      onClick: (event) => {
        props.onClick?.(event);
        link.onClick(event);
      },
      "data-state": count === null ? "loading" : count === 0 ? "empty" : "filled",
    }),
  };
}
