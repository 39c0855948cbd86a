import { useConfig, useSnippet } from "@vitrine/core";
import { translated } from "@vitrine/core/utils";
import { BuyBox, ProductTabs } from "@vitrine/product";
import { defineCmsElement } from "../cms.registry";
import { cmsSnippets } from "../cms.snippets";
import type { CmsBuyBoxData, CmsDescriptionReviewsData } from "./elements.schema";
import { cmsHtml } from "./html";

/**
 * Shopware's `buy-box` element: `@vitrine/product`'s buy box. The add-to-cart form is the shop's:
 * `context.buyButton` (`(buy) => <AddToCartForm …/>` from `@vitrine/cart`), or a registry entry of its own.
 */
export const CmsBuyBox = defineCmsElement<CmsBuyBoxData>(function CmsBuyBox({ data, context }) {
  if (!data) return null;
  const { buyButton } = context;
  return <BuyBox product={data.product} {...(typeof buyButton === "function" ? { buyButton } : {})} />;
});

/**
 * Shopware's `product-description-reviews` element: `@vitrine/product`'s tabs with the sanitised description and,
 * when there are any, the reviews.
 */
export const CmsDescriptionReviews = defineCmsElement<CmsDescriptionReviewsData>(
  function CmsDescriptionReviews({ data }) {
    const t = useSnippet(cmsSnippets);
    const links = useConfig();
    if (!data) return null;
    const description = translated(data.product, "description");
    const reviews = data.reviews?.elements ?? [];
    return (
      <ProductTabs
        className="vitrine-cms-description-reviews"
        tabs={[
          {
            id: "description",
            label: t("cms.description"),
            content: description ? (
              <div className="vitrine-cms-text">{cmsHtml(description, links)}</div>
            ) : null,
          },
          ...(reviews.length
            ? [
                {
                  id: "reviews",
                  label: t("cms.reviews"),
                  content: (
                    <ul className="vitrine-cms-reviews">
                      {reviews.map((review) => (
                        <li key={review.id}>
                          <strong>{review.title}</strong>
                          {review.points != null && ` (${review.points}/5)`}
                          <p>{review.content}</p>
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]
            : []),
        ]}
      />
    );
  },
);
