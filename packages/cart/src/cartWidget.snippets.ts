import type { Snippets } from "@vitrine/core";

/** English defaults of the header cart widget's name: the header needs these four texts only. */
export const cartWidgetSnippets = {
  "cart.widget.loading": "Shopping cart",
  "cart.widget.empty": "Shopping cart, empty",
  "cart.widget.one": "Shopping cart, 1 item, {total}",
  "cart.widget.many": "Shopping cart, {count} items, {total}",
} satisfies Snippets;
