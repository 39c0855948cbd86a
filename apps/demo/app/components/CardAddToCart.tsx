// A listing card's add form, its own chunk: it loads on the first interaction with a card's buy button (see
// CartCardBuyForm).
import { AddToCartForm } from "@vitrine/cart";

/**
 * The cart's add form in a card (context "listing"), posting to the product page without JavaScript: just
 * `productId` and `quantity` (`fields="plain"`, what the product page's action reads), not Shopware's six
 * `lineItems[id][…]` fields on each of a listing's cards.
 */
export function CardAddToCart({ productId, action }: { productId: string; action: string }) {
  return <AddToCartForm context="listing" productId={productId} action={action} fields="plain" />;
}
