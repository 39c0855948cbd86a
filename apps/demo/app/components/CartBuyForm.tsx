import { type AddLineItem, AddToCartForm } from "@vitrine/cart";
import { LazyPart } from "@vitrine/core/lazy-part";
import { QuantitySelector } from "@vitrine/product";
import { useLocation } from "react-router";
import { useDemoSnippet } from "../lib/snippets";

/** Minimum, maximum and step of a product's purchase quantity (the product package's `quantityBounds`). */
interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** Props of {@link CartBuyForm}. */
export interface CartBuyFormProps {
  /** The product (variant) to buy; null when it cannot be bought. */
  productId: string | null;
  /** The product page's product id (the page's product, whatever variant is being bought). */
  pageProductId: string;
  quantity: number;
  setQuantity: (quantity: number) => void;
  bounds: Bounds;
  /** Extra line items sent with the product in the same request (accessories, bundle items). */
  items?: AddLineItem[];
  /** A check before sending (the accessories' stock and limits). */
  beforeAdd?: () => boolean;
}

/**
 * The product page's buy form: `@vitrine/cart`'s AddToCartForm (context "detail") with the product package's
 * quantity selector bound to the buy box's quantity, so the tier price table follows it. With JavaScript it adds
 * through the Store API and opens the off-canvas cart; without, it posts Shopware's line item fields to the
 * product route's action.
 */
export function CartBuyForm({
  productId,
  quantity,
  setQuantity,
  bounds,
  items,
  beforeAdd,
}: CartBuyFormProps) {
  // The page the shopper is on (the product's SEO URL): its route receives the form without JavaScript.
  const pagePath = useLocation().pathname;
  const t = useDemoSnippet();
  if (!productId) {
    return (
      <div className="buy-form">
        <button type="button" className="button button-primary button-large" disabled>
          {t("demo.product.add")}
        </button>
      </div>
    );
  }
  return (
    <AddToCartForm
      key={productId}
      context="detail"
      productId={productId}
      quantity={quantity}
      onQuantityChange={setQuantity}
      minPurchase={bounds.min}
      maxPurchase={bounds.max}
      purchaseSteps={bounds.step}
      items={items}
      beforeAdd={beforeAdd}
      action={pagePath}
      className="buy-form"
    >
      <QuantitySelector
        {...bounds}
        value={quantity}
        onChange={setQuantity}
        name={`lineItems[${productId}][quantity]`}
      />
    </AddToCartForm>
  );
}

/** The buy form as a lazily loaded part: a "+" or "−" pressed before its code came is pressed again once it works. */
export function CartBuyFormPart(props: CartBuyFormProps) {
  return (
    <LazyPart>
      <CartBuyForm {...props} />
    </LazyPart>
  );
}
