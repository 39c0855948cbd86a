import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGliteInterface } from "@electric-sql/pglite";
import { registerAccountRoutes } from "../routes/account.js";
import { registerCaptchaRoutes } from "../routes/captcha.js";
import { registerCardPaymentRoutes } from "../routes/card-payment.js";
import { registerCartRoutes } from "../routes/cart.js";
import { registerCheckoutRoutes } from "../routes/checkout.js";
import { registerContactRoutes } from "../routes/contact.js";
import { registerContextRoutes } from "../routes/context.js";
import { registerCustomizedProductsRoutes } from "../routes/customized-products.js";
import { registerOrderRoutes } from "../routes/order.js";
import { registerWishlistRoutes } from "../routes/wishlist.js";
import type { CommerceDeps } from "./ports.js";
import type { AnyHono } from "./route-kit.js";
import { CommerceService } from "./service.js";

export type { CommerceCatalogue, CommerceContext, CommerceDeps, ContextPort } from "./ports.js";
export { CommerceService } from "./service.js";

/**
 * Registers every commerce route (context, cart, account, wishlist, checkout, orders and the Vitrine routes)
 * on an app whose base path is /store-api. Returns the service for tests and the seed.
 */
export function registerCommerceRoutes(app: AnyHono, deps: CommerceDeps): CommerceService {
  const service = new CommerceService(deps);
  registerContextRoutes(app, service);
  registerCartRoutes(app, service);
  registerAccountRoutes(app, service);
  registerWishlistRoutes(app, service);
  registerCheckoutRoutes(app, service);
  registerOrderRoutes(app, service);
  registerContactRoutes(app, service);
  registerCaptchaRoutes(app, service);
  registerCardPaymentRoutes(app, service);
  registerCustomizedProductsRoutes(app, service);
  return service;
}

/** The commerce migration's SQL (src/db/migrations/0100_commerce.sql), for runners that do not scan the folder. */
export function commerceMigrationSql(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, "../db/migrations/0100_commerce.sql"),
    path.resolve(here, "db/migrations/0100_commerce.sql"),
    path.resolve(here, "../src/db/migrations/0100_commerce.sql"),
  ];
  for (const candidate of candidates) {
    try {
      return readFileSync(candidate, "utf8");
    } catch {
      // try the next place: src/ in development, dist/ after a build
    }
  }
  throw new Error(`0100_commerce.sql not found near ${here}`);
}

/** Applies the commerce tables to a database (idempotent: every statement is "if not exists"). */
export async function applyCommerceMigration(db: PGliteInterface): Promise<void> {
  await db.exec(commerceMigrationSql());
}
