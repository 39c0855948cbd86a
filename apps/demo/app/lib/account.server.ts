import type { Customer } from "@vitrine/core/schemas";
import { type AppLoadContext, redirect } from "react-router";
import { readContext, toRouteError } from "./store-api.server";

/** A redirect target from a form or query: same-origin paths only, never `//host` or a full URL. */
export function safeRedirect(target: string | null | undefined, fallback = "/account"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

/** Pages that open the session (after them, a shopper goes on, not back). */
const ACCOUNT_ENTRY = /^\/account\/(login|register|logout)(\/|$)/;

/**
 * Where a shopper goes after logging in or registering: the `redirectTo` parameter; else the page they came from
 * (the header's login link carries no parameter, so the same-origin Referer tells where they were); else the
 * account overview.
 */
export function afterLoginPath(request: Request): string {
  const url = new URL(request.url);
  const requested = url.searchParams.get("redirectTo");
  if (requested) return safeRedirect(requested);
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return "/account";
  const from = new URL(referer);
  if (from.host !== url.host || ACCOUNT_ENTRY.test(from.pathname)) return "/account";
  return safeRedirect(`${from.pathname}${from.search}`);
}

/**
 * Where a guest (registered with "no customer account") goes: their redirect target, unless it is an account
 * page, which needs a real account; then the checkout.
 */
export function guestRedirect(target: string): string {
  return target === "/account" || target.startsWith("/account/") ? "/checkout/confirm" : target;
}

/**
 * The logged-in customer, or a redirect of the guest to the login page and back here afterwards. A guest session
 * (registered without a customer account) counts on checkout pages only: it may order, not keep an account.
 */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<Customer> {
  const shopContext = await readContext(context).catch((error: unknown) => toRouteError(error));
  const customer = shopContext.customer;
  const guestMayPass = customer?.guest === true && new URL(request.url).pathname.startsWith("/checkout/");
  if (!customer || (customer.guest && !guestMayPass)) {
    const url = new URL(request.url);
    throw redirect(`/account/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return customer;
}
