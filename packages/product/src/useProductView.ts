import { useEvents } from "@vitrine/core";
import type { Product } from "@vitrine/core/schemas";
import { useEffect, useRef } from "react";
import type { PropertyGroup } from "./product.schema";

declare module "@vitrine/core" {
  interface VitrineEvents {
    /**
     * A product page was shown (again for each variant chosen); `categories`: its category path, top first.
     * A variant carries its `options` (the chosen option of each configurator group, in the groups' order).
     */
    "product:viewed": { product: Product; categories?: string[] };
  }
}

/**
 * Tells the shop's event bus that the product page of `product` is shown: emits `product:viewed` once per product.
 * With the page's `configurator`, the product carries its variant's `options` (from its `optionIds`).
 */
export function useProductView(
  product: Product,
  categories?: string[],
  configurator?: readonly PropertyGroup[],
): void {
  const events = useEvents();
  const latest = useRef({ product, categories, configurator });
  latest.current = { product, categories, configurator };
  const id = product.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product id (the latest data is read with it)
  useEffect(() => {
    const { product: shown, categories: path, configurator: groups = [] } = latest.current;
    // The variant's options: the chosen option of each group, in the groups' order.
    const options = groups.flatMap(
      (group) => group.options?.filter((option) => shown.optionIds?.includes(option.id)) ?? [],
    );
    events.emit("product:viewed", {
      product: options.length ? ({ ...shown, options } as Product) : shown,
      categories: path,
    });
  }, [events, id]);
}
