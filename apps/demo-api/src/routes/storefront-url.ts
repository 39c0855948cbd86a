import type { Context } from "hono";
import type { AppEnv } from "../context.js";
import { fail } from "../errors.js";

/**
 * A `storefrontUrl` (the base of a password recovery, registration or newsletter link) must be one of the sales
 * channel's own domains, as Shopware's Choice constraint over the channel's domain URLs: the demo's one domain is
 * its public URL (PUBLIC_URL). Anything else is a 400 `VIOLATION::NO_SUCH_CHOICE_ERROR` at `/storefrontUrl`, so a
 * link in a mail never leads to another site. Undefined (an optional field left out) passes.
 */
export function requireOwnStorefrontUrl(c: Context<AppEnv>, url: string | undefined): void {
  if (url === undefined) return;
  const own = c.get("demo").publicUrl.replace(/\/+$/, "");
  if (url.trim().replace(/\/+$/, "") === own) return;
  fail(
    400,
    "VIOLATION::NO_SUCH_CHOICE_ERROR",
    "The storefront URL is not a domain of this sales channel.",
    "/storefrontUrl",
  );
}
