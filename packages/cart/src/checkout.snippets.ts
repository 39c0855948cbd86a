import type { Snippets } from "@vitrine/core";

/** English defaults of the collapsible list's texts (the `@vitrine/cart/checkout` entry's own). */
export const checkoutSnippets = {
  "cart.collapse.more": "Show more",
  "cart.collapse.less": "Show less",
} satisfies Snippets;
