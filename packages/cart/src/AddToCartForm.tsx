import { useSnippet } from "@vitrine/core";
import type { ReactNode } from "react";
import { CartNotices } from "./CartNotices";
import { cartSnippets } from "./cart.snippets";
import { type UseAddToCartOptions, useAddToCart } from "./useAddToCart";

/** Props of {@link AddToCartForm}. */
export interface AddToCartFormProps extends UseAddToCartOptions {
  /** `detail`: the product page's buy form (id `productDetailPageBuyProductForm`, with a quantity field); `listing`: a card's button. */
  context?: "detail" | "listing";
  className?: string;
}

/** The buy form: a quantity field (product page) and the "Add to shopping cart" button, with its messages. */
export function AddToCartForm({ context = "detail", className, ...options }: AddToCartFormProps): ReactNode {
  const buy = useAddToCart(options);
  const t = useSnippet(cartSnippets);
  return (
    <form
      {...buy.getFormProps({
        id: context === "detail" ? "productDetailPageBuyProductForm" : undefined,
        className: `vitrine-add-to-cart${className ? ` ${className}` : ""}`,
      })}
      data-context={context}
    >
      {context === "detail" && (
        <label className="vitrine-add-to-cart__quantity">
          <span>{t("cart.add.quantity")}</span>
          <input {...buy.getQuantityProps()} />
        </label>
      )}
      <button {...buy.getButtonProps({ className: "vitrine-button vitrine-add-to-cart__button" })}>
        {t("cart.add.submit")}
      </button>
      <CartNotices notices={buy.notices} className="vitrine-add-to-cart__notices" />
    </form>
  );
}
