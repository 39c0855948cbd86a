import type { Hono } from "hono";
import type { AppEnv } from "./context.js";

/** The Hono app type of the demo API (base path /store-api); route modules are `Hono<AppEnv>` sub-apps. */
export type DemoApp = Hono<AppEnv, Record<string, never>, "/store-api">;
