import type { CalculatedPrice } from "@vitrine/core/schemas";
import { cx, quantityBounds, translated } from "@vitrine/core/utils";
import { type ReactNode, useState } from "react";
import { BUY_FORM_ID } from "./constants";
import { DeliveryStatus } from "./DeliveryStatus";
import { clearsVariantId, type DeliveryStatusResult, deliveryStatus } from "./delivery.rules";
import { PriceBrackets } from "./PriceBrackets";
import { ProductPrice } from "./ProductPrice";
import { findPriceBracket } from "./price.brackets";
import type { ProductDetail } from "./product.schema";
import { QuantitySelector } from "./QuantitySelector";
import type { DeliveryStatusState } from "./useDeliveryStatus";

/** What the buy button slot gets: the id to buy (null when it cannot be bought), the quantity and the form id. */
export interface BuyButtonContext {
  productId: string | null;
  quantity: number;
  /** `productDetailPageBuyProductForm`: the id the cart's `<AddToCartForm context="detail">` gives its form. */
  formId: string;
  /** Sets the quantity (e.g. from the cart form's own field). */
  setQuantity: (quantity: number) => void;
}

/** Props of {@link BuyBox}. */
export interface BuyBoxProps {
  /** The product (variant) as the server loaded it. */
  product: ProductDetail;
  /**
   * The add-to-cart form, e.g. `({ productId, quantity }) => productId && <AddToCartForm productId={productId}
   * quantity={quantity} />` from `@vitrine/cart`.
   */
  buyButton?: (context: BuyButtonContext) => ReactNode;
  /** A live delivery status from `useDeliveryStatus` (variant switcher); else the product's own. */
  delivery?: DeliveryStatusState;
  /** Show the quantity selector (default true; off when the buy form brings its own quantity field). */
  showQuantity?: boolean;
  /** Called when the quantity changed. */
  onQuantityChange?: (quantity: number) => void;
  /** Extra content below the buy button (wishlist toggle, product number). */
  children?: ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The buy box: price (following the tier price of the quantity), list price and saving, reference price and
 * unit, tier price table, quantity selector, delivery information and the add-to-cart slot.
 */
export function BuyBox({
  product,
  buyButton,
  delivery,
  showQuantity = true,
  onQuantityChange,
  children,
  className,
}: BuyBoxProps): ReactNode {
  const bounds = quantityBounds(product);
  const [quantity, setQuantity] = useState(bounds.min);
  const brackets = product.calculatedPrices ?? [];
  const bracket = brackets.length > 1 ? brackets[findPriceBracket(brackets, quantity)] : undefined;
  const price: CalculatedPrice | null | undefined =
    bracket ?? delivery?.calculatedPrice ?? product.calculatedPrice;
  const status: DeliveryStatusResult = delivery?.status ?? deliveryStatus(product);
  const productId = delivery ? delivery.variantId : clearsVariantId(status) ? null : product.id;
  const change = (next: number) => {
    setQuantity(next);
    onQuantityChange?.(next);
  };
  const unitName = delivery?.unitInfo?.unitName ?? translated(product.unit, "name");
  const purchaseUnit = delivery?.unitInfo?.purchaseUnit ?? product.purchaseUnit;

  return (
    <section
      className={cx("vitrine-buy-box", className)}
      aria-label={translated(product, "name")}
      data-state={productId ? "buyable" : "unavailable"}
    >
      {price && (
        <ProductPrice
          price={price}
          purchaseUnit={purchaseUnit}
          unitName={unitName}
          deposit={delivery?.deposit}
        />
      )}
      <PriceBrackets brackets={brackets} quantity={quantity} />
      <DeliveryStatus status={status} loading={delivery?.loading} error={delivery?.error} />
      {showQuantity && (
        <QuantitySelector
          {...bounds}
          value={quantity}
          onChange={change}
          className="vitrine-buy-box__quantity"
        />
      )}
      <div className="vitrine-buy-box__buy">
        {buyButton?.({ productId, quantity, formId: BUY_FORM_ID, setQuantity: change })}
      </div>
      {children}
    </section>
  );
}
