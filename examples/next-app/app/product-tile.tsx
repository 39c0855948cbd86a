"use client";
// A listing card from @vitrine/product with @vitrine/cart's buy button (the card's price is worked out in the
// browser's bundle: cardPriceDisplay is a client module's function).
import { AddToCartForm } from "@vitrine/cart";
import type { Product } from "@vitrine/core/schemas";
import { cardPriceDisplay, ProductCard } from "@vitrine/product/card";

export function ProductTile({ product }: { product: Product }) {
  return (
    <ProductCard
      id={product.id}
      name={product.translated?.name ?? product.name ?? ""}
      href={`/detail/${product.id}`}
      price={cardPriceDisplay(product)}
      actions={<AddToCartForm context="listing" productId={product.id} />}
    />
  );
}
