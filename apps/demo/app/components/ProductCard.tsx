import { WishlistButton } from "@vitrine/wishlist";
import { Link } from "react-router";
import { productPath } from "../lib/format";
import type { ProductCardView } from "../lib/view";
import { CardBuyForm } from "./CartCardBuyForm";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";

const CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw";

/** A product tile: image, name and price, linking to the product page. */
export function ProductCard({
  product,
  currency,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductCardView;
  currency: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <div className="product-card-media">
        <ProductImage image={product.image} alt="" sizes={CARD_SIZES} priority={priority} />
        {product.price?.percentage ? (
          <span className="badge badge-sale">−{Math.round(product.price.percentage)}%</span>
        ) : product.topseller ? (
          <span className="badge">Top seller</span>
        ) : null}
        <WishlistButton productId={product.id} showLabel={false} className="wishlist-toggle" />
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={productPath(product.id)} className="product-card-link" prefetch="intent">
            {product.name}
          </Link>
        </Heading>
        <Price price={product.price} currency={currency} from={product.from} />
        <CardBuyForm productId={product.id} name={product.name} buyable={product.buyable} />
      </div>
    </article>
  );
}

/** A grid of product cards. */
export function ProductGrid({
  products,
  currency,
  priorityCount = 0,
  headingLevel = 2,
}: {
  products: ProductCardView[];
  currency: string;
  priorityCount?: number;
  /** Level of the card titles: 2 right under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={currency}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
