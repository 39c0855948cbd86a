import { useFormatNumber, useSnippet } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { CardPriceDisplay } from "./card.price";
import { productCardSnippets } from "./card.snippets";
import { ProductCardPrice } from "./ProductCardPrice";

/** What a card's link renders: pass the router's Link here so the name link is a client-side navigation. */
export interface ProductCardLinkProps {
  href: string;
  /** The card's class names. */
  className: string;
  /** The content shown inside. */
  children: ReactNode;
  /** The card's `onSelect`: call it when the link is followed. */
  onClick?: () => void;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product's id (the card's `data-product-id`). */
  id: string;
  /** The product's name (the heading and the link's text). */
  name: string;
  /** The product page's URL. */
  href: string;
  /** The price, from `cardPriceDisplay(product)`. */
  price?: CardPriceDisplay | null;
  /** The image slot (sized, so nothing shifts); the name link follows it, so the image needs no name. */
  image?: ReactNode;
  /** Marked as a top seller (a badge over the image, unless the price is reduced: then the saving shows). */
  topseller?: boolean;
  /** More over the image (e.g. a wishlist toggle). */
  badges?: ReactNode;
  /** More between the name and the price (e.g. rating stars). */
  details?: ReactNode;
  /** The actions slot below the price (buy button, wishlist button). */
  actions?: ReactNode;
  /** Renders the name link (default: core's `Link`, through the provider's router; a plain link without one). */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** Level of the name's heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Added to the card's own class. */
  className?: string;
  /** Called when the shopper follows the name link (a listing tells analytics: `select_item`). */
  onSelect?: () => void;
}

const routerLink = ({ href, className, children, onClick }: ProductCardLinkProps) => (
  <Link href={href} className={className} onClick={onClick}>
    {children}
  </Link>
);

/** A product card: image slot, name linking to the product page (through `renderLink`), price and an actions slot. */
export function ProductCard({
  id,
  name,
  href,
  price,
  image,
  topseller = false,
  badges,
  details,
  actions,
  renderLink = routerLink,
  headingLevel = 3,
  className,
  onSelect,
}: ProductCardProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const t = useSnippet(productCardSnippets);
  const number = useFormatNumber();
  const saving = price?.percentage;
  return (
    <article className={cx("vitrine-product-card", className)} data-product-id={id}>
      <div className="vitrine-product-card__image">
        {image}
        {saving ? (
          <span className="vitrine-product-card__badge" data-kind="sale">
            {t("product.card.saving", { percent: number(saving) })}
          </span>
        ) : topseller ? (
          <span className="vitrine-product-card__badge">{t("product.card.topseller")}</span>
        ) : null}
        {badges}
      </div>
      <div className="vitrine-product-card__body">
        <Heading className="vitrine-product-card__name">
          {renderLink({ href, className: "vitrine-product-card__link", children: name, onClick: onSelect })}
        </Heading>
        {details}
        <ProductCardPrice price={price} />
        {actions != null && <div className="vitrine-product-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
