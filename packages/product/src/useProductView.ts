import { useEvents } from "@vitrine/core";
import type { Product } from "@vitrine/core/schemas";
import { useEffect, useRef } from "react";

declare module "@vitrine/core" {
  interface VitrineEvents {
    /** A product page was shown (again for each variant chosen); `categories`: its category path, top first. */
    "product:viewed": { product: Product; categories?: string[] };
  }
}

/** Tells the shop's event bus that the product page of `product` is shown: emits `product:viewed` once per product. */
export function useProductView(product: Product, categories?: string[]): void {
  const events = useEvents();
  const latest = useRef({ product, categories });
  latest.current = { product, categories };
  const id = product.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product id (the latest data is read with it)
  useEffect(() => {
    events.emit("product:viewed", { ...latest.current });
  }, [events, id]);
}
