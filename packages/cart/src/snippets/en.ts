// @vitrine/cart/snippets/en: every English text of the cart, one set (the components keep their own defaults).
import { checkoutSnippets } from "../checkout.snippets";
import { offcanvasCartSnippets } from "../OffcanvasCartPanel.snippets";

/** Every English text @vitrine/cart shows, by snippet key: the header widget, buy box, off-canvas cart and checkout list. */
export const cartSnippetsEn = { ...offcanvasCartSnippets, ...checkoutSnippets };

/** The snippet keys of @vitrine/cart: a set of another language must give a text for each. */
export type CartSnippetKey = keyof typeof cartSnippetsEn;
