// `@vitrine/product/card`: the one product card and card price of every listing, slider and wishlist. It depends
// on `@vitrine/core` only, so the listing, gallery, wishlist and CMS packages can use it without a cycle.
export {
  type CardLinkOptions,
  type CardMediaData,
  type CardPriceData,
  cardMediaData,
  cardPriceData,
  linkSeoUrls,
  type ProductCardData,
  productCardData,
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
