// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuyBox } from "./BuyBox";
import { ProductTabs } from "./ProductTabs";
import { configurator, IDS, shirt } from "./product.fixtures";
import { createFakeClient, ShopFrame } from "./product.test-utils";
import { VariantConfigurator } from "./VariantConfigurator";

const { client, requests } = createFakeClient(() => ({ body: {} }));

describe("server rendering (no window, no document, no request)", () => {
  it("renders the buy box, the configurator and the tabs from loader data", () => {
    const html = renderToString(
      <ShopFrame client={client}>
        <VariantConfigurator
          parentId={IDS.parent}
          configurator={configurator}
          selectedOptionIds={["red", "s"]}
        />
        <BuyBox
          product={shirt}
          buyButton={({ formId, productId }) => <form id={formId} data-product={productId ?? ""} />}
        />
        <ProductTabs tabs={[{ id: "description", label: "Description", content: "Linen" }]} />
      </ShopFrame>,
    );
    expect(html).toContain("€19.99");
    expect(html).toContain("Immediately available, delivery time 1-3 days");
    expect(html).toContain(`id="productDetailPageBuyProductForm" data-product="${IDS.redS}"`);
    expect(html).toMatch(/<input[^>]*value="red"[^>]*checked=""|<input[^>]*checked=""[^>]*value="red"/);
    // Every group's control is named for a GET form, so the choice works without JavaScript too.
    expect(html).toMatch(/<input[^>]*name="vitrine-variant-colour"[^>]*value="red"/);
    expect(html).toMatch(/<input[^>]*name="vitrine-variant-size"[^>]*value="m"/);
    expect(html).toContain('role="tablist"');
    expect(requests).toHaveLength(0);
  });
});
