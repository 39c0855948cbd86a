// The shopper's session on the shop's own pages: the Store API context token in an HttpOnly cookie of the shop's
// own. Its name is one no Shopware frontend sets (they keep their token in a script-readable `sw-context-token`
// cookie on their host, which may be this host too): the shop reads only the cookie it sets itself.
import { getCookie } from "hono/cookie";

/** Name of the shop's session cookie over plain HTTP. */
export const SESSION_COOKIE = "vitrine-session";
/** Its name behind HTTPS: `__Host-` makes the browser accept it only as Secure, Path=/ and without a Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The Store API's context token header. */
export const CONTEXT_HEADER = "sw-context-token";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The session cookie's name for a request that came over HTTPS (`secure`) or plain HTTP. */
export function sessionCookieName(secure) {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The context token of the shop's own session cookie (Hono context `c`), undefined without one. */
export function readSessionToken(c, secure) {
  return getCookie(c, sessionCookieName(secure)) || undefined;
}

/** The Set-Cookie value for a context token: HttpOnly, SameSite=Lax, Secure (and `__Host-`) over HTTPS. */
export function contextCookie(token, secure) {
  return [
    `${sessionCookieName(secure)}=${encodeURIComponent(token)}`,
    "Path=/",
    `Max-Age=${COOKIE_MAX_AGE}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
