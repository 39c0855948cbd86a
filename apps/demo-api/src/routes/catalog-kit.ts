import type { Context } from "hono";
import type { AppEnv } from "../context.js";

/**
 * Answers with ready JSON: a string, or bytes already encoded (a memoized answer); with `sw-include-seo-urls` its
 * entities get their SEO URLs (`seoUrlsFilled`: the route put them in already).
 */
export function jsonText(
  c: Context<AppEnv>,
  text: string | Uint8Array<ArrayBuffer>,
  { seoUrlsFilled = false } = {},
): Response {
  const withSeoUrls = c.get("answerWithSeoUrls");
  return c.body(withSeoUrls ? withSeoUrls(text, seoUrlsFilled) : text, 200, {
    "content-type": "application/json",
  });
}
