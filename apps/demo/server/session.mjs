// The shopper's session on the shop's own pages: the Store API context token in an HttpOnly cookie.

/** Name of the cookie that holds the context token. */
export const CONTEXT_COOKIE = "sw-context-token";
/** The Store API's context token header. */
export const CONTEXT_HEADER = "sw-context-token";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The Set-Cookie value for a context token: HttpOnly, SameSite=Lax, Secure when the shopper came over HTTPS. */
export function contextCookie(token, secure) {
  return [
    `${CONTEXT_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    `Max-Age=${COOKIE_MAX_AGE}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
