// The number of a product's published reviews, for its AggregateRating (Store API `readProductReviews`).
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { storeApi } from "../store-api.server";

const ReviewTotalSchema = v.object({ total: v.optional(v.nullable(v.number()), 0) });

/** How many reviews the product has (the search result's exact total, one review read). */
export async function readReviewCount(context: AppLoadContext, productId: string): Promise<number> {
  const answer = await storeApi(context).post("/product/{productId}/reviews", {
    params: { productId },
    body: { limit: 1, "total-count-mode": "exact" },
    schema: ReviewTotalSchema,
    idempotent: true,
  });
  return answer.total ?? 0;
}
