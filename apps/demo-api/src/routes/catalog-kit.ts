import type { Context } from "hono";
import type { AppEnv } from "../context.js";

/** Answers with a ready JSON string. */
export function jsonText(c: Context<AppEnv>, text: string): Response {
  return c.body(text, 200, { "content-type": "application/json" });
}
