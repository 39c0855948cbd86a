// `@vitrine/product/card`: the one product card and card price of every listing, slider and wishlist. It depends
// on `@vitrine/core` only, so the listing, gallery, wishlist and CMS packages can use it without a cycle.
// What a card reads of a product (the projection itself, `productCardData`, is the loader's: `@vitrine/product/server`).
export type {
  CardDataOptions,
  CardLinkOptions,
  CardMediaData,
  CardPriceData,
  ProductCardData,
} from "./card.data";
export { type CardPriceDisplay, cardPriceDisplay } from "./card.price";
export { productCardSnippets } from "./card.snippets";
export { ProductCard, type ProductCardLinkProps, type ProductCardProps } from "./ProductCard";
export { ProductCardPrice, type ProductCardPriceProps } from "./ProductCardPrice";
export {
  ProductCardImage,
  type ProductCardImageProps,
  ProductSummaryCard,
  type ProductSummaryCardProps,
} from "./ProductSummaryCard";
