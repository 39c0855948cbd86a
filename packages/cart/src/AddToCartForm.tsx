import { useSnippet } from "@vitrine/core";
import { useHydrated } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { CartNotices } from "./CartNotices";
import { cartSnippets } from "./cart.snippets";
import { type UseAddToCartOptions, useAddToCart } from "./useAddToCart";

/** Props of {@link AddToCartForm}. */
export interface AddToCartFormProps extends UseAddToCartOptions {
  /** `detail`: the product page's buy form (id `productDetailPageBuyProductForm`, with a quantity field); `listing`: a card's button. */
  context?: "detail" | "listing";
  /**
   * Where the form posts without JavaScript (Shopware's `lineItems[id][…]` fields go along as hidden inputs; the
   * quantity field is named `lineItems[id][quantity]`). With JavaScript the form adds through the Store API.
   */
  action?: string;
  method?: "post" | "get";
  /**
   * The fields the form posts to `action`: `shopware` (default) Shopware's `lineItems[id][id|referencedId|type|
   * stackable|removable|quantity]`, for a route that reads Shopware's storefront form; `plain` just `productId` and
   * `quantity`, for a shop's own route that reads those (a card's form is then much smaller in the page's HTML).
   */
  fields?: "shopware" | "plain";
  /** Replaces the default quantity field (e.g. a quantity selector bound to `quantity` / `onQuantityChange`). */
  children?: ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The buy form: a quantity field (product page) and the "Add to shopping cart" button, with its messages. */
export function AddToCartForm({
  context = "detail",
  className,
  action,
  method = "post",
  fields,
  children,
  ...options
}: AddToCartFormProps): ReactNode {
  const buy = useAddToCart(options);
  const t = useSnippet(cartSnippets);
  // A card's messages come from the script's adds only (without JavaScript the form posts to `action`, which
  // answers): its live regions are created once the form is live, not sent in the HTML of each of a listing's cards.
  const detail = context === "detail";
  const live = useHydrated() || detail;
  const id = options.productId;
  const plain = fields === "plain";
  const field = (key: string) => (plain ? key : `lineItems[${id}][${key}]`);
  const hidden: Record<string, string | number> = !action
    ? {}
    : plain
      ? { productId: id }
      : { id, referencedId: id, type: "product", stackable: 1, removable: 1 };
  // A listing card has no quantity field: its quantity travels hidden.
  if (action && !detail) hidden.quantity = buy.quantity;
  return (
    <form
      {...buy.getFormProps({
        id: detail ? "productDetailPageBuyProductForm" : undefined,
        className: cx("vitrine-add-to-cart", className),
        action,
        method: action && method,
      })}
      data-context={context}
    >
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={field(key)} value={value} />
      ))}
      {detail &&
        (children ?? (
          <label className="vitrine-add-to-cart__quantity">
            <span>{t("cart.add.quantity")}</span>
            <input {...buy.getQuantityProps(action ? { name: field("quantity") } : {})} />
          </label>
        ))}
      <button {...buy.getButtonProps({ className: "vitrine-button vitrine-add-to-cart__button" })}>
        {t("cart.add.submit")}
      </button>
      {live && <CartNotices notices={buy.notices} className="vitrine-add-to-cart__notices" />}
    </form>
  );
}
