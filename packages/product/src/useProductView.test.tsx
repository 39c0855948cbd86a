import { renderHook } from "@testing-library/react";
import { createEventBus, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { shirt, wine } from "./product.fixtures";
import { createFakeClient } from "./product.test-utils";
import { useProductView } from "./useProductView";

describe("product page view for analytics", () => {
  it("emits product:viewed with the product and its categories once per product, again for another variant", () => {
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
});
