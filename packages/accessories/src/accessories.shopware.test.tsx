// The accessories block on a cross-selling answer recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { demoShopWrapper } from "../../../config/demo-api.testing";
import crossSelling from "../../../fixtures/shopware/cross-selling.json";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import { Accessories } from "./Accessories";
import { type UseAccessoriesOptions, useAccessories } from "./useAccessories";

const MAIN = "05a7298bc7314ca5b9011c5cabfac217";

function Block(props: Omit<UseAccessoriesOptions, "productId" | "mainQuantity">) {
  return <Accessories accessories={useAccessories({ productId: MAIN, mainQuantity: 1, ...props })} />;
}

function renderBlock(answer: unknown) {
  const shop = recordedShopware({ [`POST /product/${MAIN}/cross-selling`]: answer });
  const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });
  const view = render(<Block />, { wrapper: demoShopWrapper(VitrineProvider, client) });
  return { shop, ...view };
}

describe("the accessories on a real Shopware's answers", () => {
  it("a plain cross-selling recorded from a real Shopware is no accessories block (it is left to the product slider)", async () => {
    const { shop, container } = renderBlock(crossSelling);
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector(".vitrine-accessories")).toBeNull());
  });

  it("a recorded cross-selling configured as accessories shows its product's name, price and quantity stepper", async () => {
    const [element] = crossSelling;
    const pepper = element?.products[0];
    // The same answer from a shop whose cross-selling carries the accessories configuration (SPEC 3).
    const configured = [
      {
        ...element,
        crossSelling: {
          ...element?.crossSelling,
          extensions: { vitrineAccessories: { kind: "accessory", items: [{ productId: pepper?.id }] } },
        },
      },
    ];
    renderBlock(configured);
    const block = await screen.findByRole("region", { name: "Accessories" });
    await within(block).findByText("Pepper black, Tellicherry extrabold", {}, { timeout: 5000 });
    expect(within(block).getByRole("heading", { name: "You may also like" })).toBeTruthy();
    expect(block.querySelector(".vitrine-accessories__price")?.textContent).toBe("€3.90");
    const quantity = within(block).getByRole("spinbutton", {
      name: "Pepper black, Tellicherry extrabold, quantity",
    });
    // Not chosen at first; up to the product's maximum (Shopware sends none: 100).
    expect([quantity.getAttribute("value"), quantity.getAttribute("max")]).toEqual(["0", "100"]);
  });
});
