import type { MiddlewareHandler } from "hono";
import { type BackoffPolicy, POLICIES, type RateLimiter } from "../commerce/rate-limiter.js";
import type { AppEnv } from "../context.js";
import { clientAddress } from "./account.js";

/** The routes limited per client address (issue 46 item 1): every POST counts, valid or not. */
const LIMITED: readonly [RegExp, BackoffPolicy][] = [
  [/\/account\/register$/, POLICIES.register],
  [/\/contact-form$/, POLICIES.contact],
  [/\/newsletter\/subscribe$/, POLICIES.newsletter],
  [/\/product\/[^/]+\/review$/, POLICIES.review],
  [/\/customized-products\/upload$/, POLICIES.upload],
];

/** Per-address limits of register, contact, newsletter, review and upload: 429 with `Retry-After` when hit. */
export function formLimits(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "POST") {
      const policy = LIMITED.find(([path]) => path.test(c.req.path))?.[1];
      if (policy) await limiter.consume(policy, clientAddress(c));
    }
    await next();
  };
}
