import { Hono } from "hono";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { accountRoutes } from "./account.js";
import { accountCredentialsRoutes } from "./account-credentials.js";
import { captchaRoutes } from "./captcha.js";
import { cardPaymentRoutes } from "./card-payment.js";
import { cartRoutes } from "./cart.js";
import { checkoutRoutes } from "./checkout.js";
import { contactRoutes } from "./contact.js";
import { contextRoutes } from "./context.js";
import { customizedProductsRoutes } from "./customized-products.js";
import { newsletterRoutes } from "./newsletter.js";
import { orderRoutes } from "./order.js";
import { orderStateRoutes } from "./order-state.js";
import { productReviewRoutes } from "./product-reviews.js";
import { shopSettingsRoutes } from "./shop-settings.js";
import { wishlistRoutes } from "./wishlist.js";

/** The commerce routes (context, cart, account, wishlist, checkout, orders, Vitrine routes), one sub-app per area. */
export function commerceRoutes(service: CommerceService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route("/", contextRoutes(service))
    .route("/", cartRoutes(service))
    .route("/", accountRoutes(service))
    .route("/", wishlistRoutes(service))
    .route("/", checkoutRoutes(service))
    .route("/", orderRoutes(service))
    .route("/", contactRoutes(service))
    .route("/", newsletterRoutes(service))
    .route("/", captchaRoutes(service))
    .route("/", shopSettingsRoutes(service))
    .route("/", cardPaymentRoutes(service))
    .route("/", customizedProductsRoutes(service))
    .route("/", accountCredentialsRoutes(service))
    .route("/", orderStateRoutes(service))
    .route("/", productReviewRoutes(service));
}
