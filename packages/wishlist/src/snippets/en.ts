// @vitrine/wishlist/snippets/en: every English text of the package, one set (the components keep their own defaults).
import { wishlistSnippets } from "../wishlist.snippets";
import { wishlistPageSnippets } from "../wishlistPage.snippets";

/** Every English text @vitrine/wishlist shows, by snippet key: the button, the header widget and the page. */
export const wishlistSnippetsEn = { ...wishlistSnippets, ...wishlistPageSnippets };

/** The snippet keys of @vitrine/wishlist: a set of another language must give a text for each. */
export type WishlistSnippetKey = keyof typeof wishlistSnippetsEn;
