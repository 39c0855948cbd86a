import { type AppLoadContext, redirect } from "react-router";
import type { Customer } from "./schemas";
import { readContext, toRouteError } from "./store-api.server";

/** A redirect target from a form or query: same-origin paths only, never `//host` or a full URL. */
export function safeRedirect(target: string | null | undefined, fallback = "/account"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

/** The logged-in customer, or a redirect of the guest to the login page and back here afterwards. */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<Customer> {
  const shopContext = await readContext(context).catch((error: unknown) => toRouteError(error));
  const customer = shopContext.customer;
  if (!customer || customer.guest) {
    const url = new URL(request.url);
    throw redirect(`/account/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return customer;
}
