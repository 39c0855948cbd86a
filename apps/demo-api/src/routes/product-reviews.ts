import { type Context, Hono } from "hono";
import * as v from "valibot";
import { registeredCustomer } from "../commerce/credentials.service.js";
import { ReviewService, reviewJson } from "../commerce/review.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { readCriteria, searchRows } from "../criteria/index.js";
import { parseBody } from "../errors.js";
import { idSchema, requireId } from "../validation.js";

/** Shopware's review rules: title at least 5 characters, content at least 40, points 1 to 5. */
const reviewBody = v.object({
  id: v.optional(idSchema),
  name: v.optional(v.pipe(v.string("must be a string"), v.maxLength(255, "This value is too long."))),
  email: v.optional(v.pipe(v.string("must be a string"), v.maxLength(254, "This value is too long."))),
  title: v.pipe(
    v.string("This value should not be blank."),
    v.trim(),
    v.minLength(5, "This value is too short. It should have 5 characters or more."),
    v.maxLength(255, "This value is too long."),
  ),
  content: v.pipe(
    v.string("This value should not be blank."),
    v.trim(),
    v.minLength(40, "This value is too short. It should have 40 characters or more."),
    v.maxLength(5000, "This value is too long."),
  ),
  points: v.pipe(
    v.number("This value should be a number."),
    v.minValue(1, "This value should be greater than or equal to 1."),
    v.maxValue(5, "This value should be less than or equal to 5."),
  ),
});

/** `readProductReviews` (`/product/{productId}/reviews`) and `saveProductReview` (`/product/{productId}/review`). */
export function productReviewRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const reviews = new ReviewService(service);

  const readReviews = async (c: Context<AppEnv>) => {
    const productId = requireId(c.req.param("productId"), "productId");
    const { criteria } = await readCriteria(c);
    const session = await service.session(c);
    const rows = await reviews.reviewsOf(productId, session.customer?.id ?? null);
    return c.json(await searchRows("product_review", rows.map(reviewJson), criteria, { defaultLimit: 10 }));
  };
  app.post("/product/:productId/reviews", readReviews);
  app.get("/product/:productId/reviews", readReviews);

  app.post("/product/:productId/review", async (c) => {
    const productId = requireId(c.req.param("productId"), "productId");
    // Login first (guests too are refused with 403), then the review's rules.
    const customer = registeredCustomer(await service.session(c));
    const body = await parseBody(c, reviewBody);
    await reviews.save(customer, productId, body);
    // Shopware's ProductReviewSaveRoute answers a NoContentResponse.
    return c.body(null, 204);
  });
  return app;
}
