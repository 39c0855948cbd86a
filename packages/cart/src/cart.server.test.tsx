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

  it("a listing card's form sends no live regions in the HTML (they come with its script); the product page's form keeps its own", () => {
    const { wrapper: Shop } = shopWrapper(createFakeShop().client);
    const card = renderToString(
      <Shop>
        <AddToCartForm productId={shirt} context="listing" action="/detail/shirt" />
      </Shop>,
    );
    expect(card).toContain("Add to shopping cart");
    expect(card).not.toContain('role="status"');
    expect(card).not.toContain('role="alert"');
    const detail = renderToString(
      <Shop>
        <AddToCartForm productId={shirt} />
      </Shop>,
    );
    expect(detail).toContain('role="status"');
    expect(detail).toContain('role="alert"');
  });
});
