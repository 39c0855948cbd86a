// The Store API on the server: a new client for every request (each loader), with the shopper's context token from
// the request's cookie. Never a module-level client: it would share one shopper's token with every other request.
import { createStoreApiClient, readCookie } from "@vitrine/core/server";
import { CONTEXT_TOKEN_COOKIE } from "./shop";

export const ACCESS_KEY = process.env.STORE_API_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";
/** Where the server reaches the Store API (the browser goes through this app's /store-api route). */
export const STORE_API_URL = process.env.STORE_API_URL ?? "http://127.0.0.1:8787/store-api";

export function storeApi(request: Request) {
  const token = readCookie(CONTEXT_TOKEN_COOKIE, request.headers.get("cookie") ?? "") ?? undefined;
  return createStoreApiClient({ baseUrl: STORE_API_URL, accessKey: ACCESS_KEY, contextToken: token });
}
