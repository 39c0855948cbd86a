// The Store API on the server: a new client for every request (a Server Component or a route handler), with the
// shopper's context token from their cookie. Never a module-level client: it would share one shopper's token
// with every other request.
import { CartSchema } from "@vitrine/core/schemas";
import { createStoreApiClient } from "@vitrine/core/server";
import { cookies } from "next/headers";
import { ACCESS_KEY, CONTEXT_TOKEN_COOKIE } from "./shop";

/** Where the server reaches the Store API (the browser goes through this app's /store-api route). */
export const STORE_API_URL = process.env.STORE_API_URL ?? "http://127.0.0.1:8787/store-api";

export async function storeApi() {
  const token = (await cookies()).get(CONTEXT_TOKEN_COOKIE)?.value;
  return createStoreApiClient({ baseUrl: STORE_API_URL, accessKey: ACCESS_KEY, contextToken: token });
}

/** The shopper's cart, read on the server for this request. */
export async function readCart() {
  const client = await storeApi();
  return client.get("/checkout/cart", { schema: CartSchema });
}
