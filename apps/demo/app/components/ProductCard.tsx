import { Link } from "react-router";
import { coverOf, productName, productPath } from "../lib/format";
import type { Product } from "../lib/schemas";
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
  product: Product;
  currency: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const name = productName(product);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const price = product.calculatedPrices?.length ? product.calculatedPrices.at(-1) : product.calculatedPrice;
  const hasVariants = (product.childCount ?? 0) > 0;
  return (
    <article className="product-card">
      <div className="product-card-media">
        <ProductImage media={coverOf(product)} alt="" sizes={CARD_SIZES} priority={priority} />
        {product.calculatedPrice?.listPrice?.percentage ? (
          <span className="badge badge-sale">
            −{Math.round(product.calculatedPrice.listPrice.percentage)}%
          </span>
        ) : product.markAsTopseller ? (
          <span className="badge">Top seller</span>
        ) : null}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={productPath(product.id)} className="product-card-link" prefetch="intent">
            {name}
          </Link>
        </Heading>
        <Price
          price={price ?? product.calculatedPrice}
          currency={currency}
          from={hasVariants || (product.calculatedPrices?.length ?? 0) > 1}
        />
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
  products: Product[];
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
