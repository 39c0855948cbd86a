// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddToCartForm } from "./AddToCartForm";
import { CartWidget } from "./CartWidget";
import { buildCart, createFakeShop, products } from "./cart.fixtures";
import { shopWrapper } from "./cart.test-utils";
import { OffcanvasCart } from "./OffcanvasCart";

const shirt = products[0]?.id as string;

describe("server rendering", () => {
  it("renders the widget from the loader's cart, the buy form and the (closed) off-canvas cart without window or storage", () => {
    const shop = createFakeShop();
    const { wrapper: Shop } = shopWrapper(shop.client);
    const initialCart = buildCart([{ id: shirt, referencedId: shirt, type: "product", quantity: 2 }]);
    const html = renderToString(
      <Shop>
        <CartWidget initialCart={initialCart} />
        <AddToCartForm productId={shirt} />
        <OffcanvasCart />
      </Shop>,
    );
    expect(typeof window).toBe("undefined");
    expect(html).toContain("Shopping cart, 2 items, €104.79");
    expect(html).toContain('id="productDetailPageBuyProductForm"');
    expect(html).toContain("Add to shopping cart");
    expect(html).not.toContain("<dialog");
    expect(shop.calls).toHaveLength(0);
  });
});
