import type { Context } from "hono";
import type { AppEnv } from "../context.js";

/** Answers with ready JSON: a string, or bytes already encoded (a memoized answer). */
export function jsonText(c: Context<AppEnv>, text: string | Uint8Array<ArrayBuffer>): Response {
  return c.body(text, 200, { "content-type": "application/json" });
}
