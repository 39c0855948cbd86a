import { renderHook } from "@testing-library/react";
import { createEventBus, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { configurator, shirt, wine } from "./product.fixtures";
import { createFakeClient } from "./product.test-utils";
import { useProductView } from "./useProductView";

/** A provider with its own bus and the `product:viewed` listener. */
function setup() {
  const events = createEventBus();
  const viewed = vi.fn();
  events.on("product:viewed", viewed);
  const { client } = createFakeClient(() => ({ body: {} }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider
      client={client}
      events={events}
      config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
    >
      {children}
    </VitrineProvider>
  );
  return { viewed, wrapper };
}

describe("product page view for analytics", () => {
  it("emits product:viewed with the product and its categories once per product, again for another variant", () => {
    const { viewed, wrapper } = setup();
    const { rerender } = renderHook(({ product }) => useProductView(product, ["Clothing"]), {
      wrapper,
      initialProps: { product: shirt },
    });
    rerender({ product: shirt });
    expect(viewed).toHaveBeenCalledTimes(1);
    expect(viewed).toHaveBeenCalledWith({ product: shirt, categories: ["Clothing"] });
    rerender({ product: wine });
    expect(viewed).toHaveBeenLastCalledWith({ product: wine, categories: ["Clothing"] });
  });

  it("item_variant: a variant's page tells its option names (the chosen option of each configurator group, in the groups' order)", () => {
    const { viewed, wrapper } = setup();
    renderHook(() => useProductView({ ...shirt, optionIds: ["s", "red"] }, [], configurator), { wrapper });
    const options = viewed.mock.calls[0]?.[0].product.options as { id: string; name: string }[];
    expect(options.map((option) => [option.id, option.name])).toEqual([
      ["red", "Red"],
      ["s", "S"],
    ]);
  });
});
