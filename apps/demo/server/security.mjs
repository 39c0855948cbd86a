// The shop server's security rules: which origins count as the shop, the Origin check for unsafe requests,
// HTTPS detection behind a proxy, and the security headers (Content-Security-Policy with a per-page nonce).
import { randomBytes } from "node:crypto";

/** Methods that change state: they need a same-origin (or CORS-allowed) Origin on the cookie session. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True for POST, PUT, PATCH and DELETE. */
export function isUnsafeMethod(method) {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** The origin of a URL, or undefined when it is not one (`null`, garbage). */
export function originOf(value) {
  if (!value || !URL.canParse(value)) return undefined;
  const { origin } = new URL(value);
  return origin === "null" ? undefined : origin;
}

/** Comma-separated origins from the environment (`https://a.example, https://b.example`) as a clean list. */
export function parseOrigins(value) {
  if (!value) return [];
  const origins = [];
  for (const part of value.split(",")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const origin = originOf(trimmed);
    if (origin) origins.push(origin);
    else console.warn(`vitrine demo: ignoring "${trimmed}", not an origin`);
  }
  return origins;
}

/** The first value of `X-Forwarded-Proto` (set by a TLS-terminating proxy in front of the shop). */
function forwardedProto(request) {
  return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
}

/** True when the shopper reached the shop over HTTPS: the public URL says so, or the proxy in front does. */
export function isSecureRequest(request, publicUrl) {
  return (
    publicUrl.startsWith("https:") ||
    forwardedProto(request) === "https" ||
    new URL(request.url).protocol === "https:"
  );
}

/**
 * The origins that are the shop itself: the configured public URL, and the origin this request was addressed to
 * (its Host header, with the scheme a proxy in front reports).
 */
export function shopOrigins(request, publicUrl) {
  const url = new URL(request.url);
  const proto = forwardedProto(request);
  const own = proto === "https" || proto === "http" ? `${proto}://${url.host}` : url.origin;
  return new Set([originOf(publicUrl), own].filter(Boolean));
}

/**
 * The CSRF check for an unsafe request on the cookie session: its `Origin` must be the shop's own (or, for the
 * Store API, a CORS-allowed one). A request without an Origin is refused: browsers send one on every POST.
 */
export function hasAllowedOrigin(request, publicUrl, extraOrigins = []) {
  const origin = originOf(request.headers.get("origin") ?? undefined);
  if (!origin) return false;
  return shopOrigins(request, publicUrl).has(origin) || extraOrigins.includes(origin);
}

/** A fresh nonce for one page's inline scripts. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/** The consent-gated video players (see @vitrine/cookie-consent's useConsentVideo). */
const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * The Content-Security-Policy of a page: only what the shop loads; inline scripts need the page's nonce. The
 * sources are the origins it may load beyond its own (from the environment): payment providers (scripts, frames,
 * calls, form targets), analytics (scripts, calls, pixels) and media hosts (images, e.g. a real shop's CDN).
 */
export function pagePolicy(nonce, { payment = [], analytics = [], media = [] } = {}) {
  const list = (...items) => items.flat().join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", nonce ? `'nonce-${nonce}'` : "'unsafe-inline'", payment, analytics)}`,
    // React renders style attributes (sizes, positions); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", media, analytics, payment)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", payment, analytics)}`,
    `frame-src ${list(VIDEO_FRAME_ORIGINS, payment)}`,
    `form-action ${list("'self'", payment)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of everything that is not a page (API answers, files): nothing may run, nothing may frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The policy of the shop's own scripts: it counts only where a script runs as a worker (e.g. ALTCHA's proof of
 * work from /assets); no `sandbox`, so the worker keeps the shop's origin (Web Crypto needs a secure context).
 */
export const SCRIPT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Sets the headers every answer carries; a page's own policy (with its nonce) is kept. */
export function applySecurityHeaders(headers) {
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", RESOURCE_POLICY);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
}
