import { withBasePath } from "@vitrine/core";
import type { Customer } from "@vitrine/core/schemas";
import { type AppLoadContext, redirect } from "react-router";
import { pathWithinDomain, shopDomainOf } from "./shop-domains";
import { readContext, toRouteError } from "./store-api.server";

/** True for control characters (tab, line breaks, NUL, DEL, C1): browsers drop some, headers refuse them all. */
function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A redirect target from a form or query, made safe: it is resolved against the shop's origin and must stay on
 * it (`//host`, `/\\host`, `/%09/host`, full URLs of other hosts and other schemes fall back); a target with a
 * control character falls back too. Returns the path, query and hash on the shop.
 */
export function safeRedirect(
  target: string | null | undefined,
  origin: string,
  fallback = "/account",
): string {
  if (!target || hasControlCharacter(target) || !URL.canParse(target, origin)) return fallback;
  const shop = new URL(origin);
  const url = new URL(target, shop);
  if (url.origin !== shop.origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
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
  if (requested) return safeRedirect(requested, url.origin);
  // The account overview in the page language (`/de/account` on a German page).
  const account = withBasePath("/account", shopDomainOf(url.pathname).basePath);
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return account;
  const from = new URL(referer);
  const fromPath = pathWithinDomain(from.pathname, shopDomainOf(from.pathname));
  if (from.host !== url.host || ACCOUNT_ENTRY.test(fromPath)) return account;
  return safeRedirect(`${from.pathname}${from.search}`, url.origin);
}

/**
 * Where a guest (registered with "no customer account") goes: their redirect target, unless it is an account
 * page, which needs a real account; then the checkout.
 */
export function guestRedirect(target: string): string {
  const domain = shopDomainOf(target);
  const path = pathWithinDomain(target, domain);
  return path === "/account" || path.startsWith("/account/")
    ? withBasePath("/checkout/confirm", domain.basePath)
    : target;
}

/**
 * The logged-in customer, or a redirect of the guest to the login page and back here afterwards. A guest session
 * (registered without a customer account) counts on checkout pages only: it may order, not keep an account.
 */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<Customer> {
  const shopContext = await readContext(context).catch((error: unknown) => toRouteError(error));
  const customer = shopContext.customer;
  const url = new URL(request.url);
  const domain = shopDomainOf(url.pathname);
  const guestMayPass =
    customer?.guest === true && pathWithinDomain(url.pathname, domain).startsWith("/checkout/");
  if (!customer || (customer.guest && !guestMayPass)) {
    const login = withBasePath("/account/login", domain.basePath);
    throw redirect(`${login}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return customer;
}

/** The address fields of `<AddressFields>` as the Store API takes them (state and VAT id only when sent). */
export function addressFromForm(form: FormData) {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry.trim() : "";
  };
  return {
    street: value("street"),
    zipcode: value("zipcode"),
    city: value("city"),
    countryId: value("countryId"),
    ...(value("countryStateId") ? { countryStateId: value("countryStateId") } : {}),
  };
}
