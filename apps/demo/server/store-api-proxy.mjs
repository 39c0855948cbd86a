// The /store-api route of the shop server: forwards to the embedded backend or a real Shopware, for two kinds
// of client (DESIGN.md section 4):
// - an API client sends its own `sw-context-token` header: served as Shopware serves it (its token used, the
//   rotated token returned in the header, no cookie);
// - the shop's own pages (a browser request without the header) use the HttpOnly cookie session: the token goes
//   from the cookie to the backend and back into the cookie, never into a header or body a script can read.
// CORS as Shopware answers it: API clients from any origin (they carry no ambient credential); the cookie session
// only from the shop itself and the origins in STORE_API_CORS_ORIGINS.
// The access key is never filled in: a request without a valid `sw-access-key` gets the backend's 401.
import {
  BodyTooLargeError,
  hasBody,
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  readLimitedBody,
} from "./body.mjs";
import { hasAllowedOrigin, isSecureRequest, isUnsafeMethod, originOf, shopOrigins } from "./security.mjs";
import { CONTEXT_HEADER, contextCookie, readSessionToken } from "./session.mjs";

const TITLES = {
  403: "Forbidden",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  502: "Bad Gateway",
};

/** An answer in the Store API error shape (`{ errors: [{ status, code, title, detail, meta }] }`). */
export function storeApiError(status, code, detail, headers = {}) {
  const body = {
    errors: [{ status: String(status), code, title: TITLES[status] ?? "Error", detail, meta: {} }],
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** Headers a cross-origin frontend may send (Shopware's CORS listener, plus what the core client sends). */
const CORS_ALLOW_HEADERS = [
  "content-type",
  "authorization",
  "accept",
  "x-requested-with",
  "sw-access-key",
  "sw-context-token",
  "sw-language-id",
  "sw-currency-id",
  "sw-version-id",
  "sw-inheritance",
  "sw-include-seo-urls",
  "sw-include-search-info",
  "idempotency-key",
].join(", ");
const CORS_ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE";
/** Response headers a cross-origin frontend may read: the rotated context token above all. */
const CORS_EXPOSE_HEADERS = "sw-context-token, sw-access-key, sw-language-id, sw-version-id";

/** Upload routes take multipart bodies; everything else on the cookie session must be JSON. */
const UPLOAD_PATH = /\/upload$/;

function isJson(contentType) {
  return /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(contentType);
}

/** Copies a response so that its headers and body can be changed (fetch responses have immutable headers). */
export function mutable(response, body = response.body) {
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers(response.headers),
  });
}

/** Removes every property whose value is one of the tokens, at any depth (`token`, `contextToken`, ...). */
function withoutTokens(value, tokens) {
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, tokens));
  if (value === null || typeof value !== "object") return value;
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "string" && tokens.includes(item)) continue;
    copy[key] = withoutTokens(item, tokens);
  }
  return copy;
}

/** A JSON text without the tokens (an unreadable one loses the token strings themselves). */
function stripTokens(text, tokens) {
  try {
    return JSON.stringify(withoutTokens(JSON.parse(text), tokens));
  } catch {
    return tokens.reduce((rest, token) => rest.replaceAll(token, ""), text);
  }
}

/** The origin a browser request comes from: its `Origin`, else its `Referer`'s (browsers omit Origin on GET). */
function initiatorOf(request) {
  return originOf(request.headers.get("origin") ?? request.headers.get("referer") ?? undefined);
}

/**
 * Which kind of client sent the request: `api` when it carries its own `sw-context-token` (whatever its Origin,
 * Sec-Fetch-* or cookies); `cookie` when it carries the shop's session cookie. A request with neither starts a
 * cookie session only when it comes from the shop's own pages (`Sec-Fetch-Site: same-origin` from the shop's
 * origin); from anywhere else (a tool, another site) it starts an API session: the new token comes back in the
 * header.
 * A frontend's own same-origin proxy makes the browser send `Sec-Fetch-Site: same-origin` with the frontend's
 * origin: such a request went to another origin, which forwarded it, so it is an API client even when the shop's
 * cookie rides along (cookies do not tell ports apart: a frontend on the shop's host gets them too).
 */
export function clientKind(request, cookieToken, publicUrl) {
  if (request.headers.get(CONTEXT_HEADER)?.trim()) return "api";
  const sameOrigin = request.headers.get("sec-fetch-site") === "same-origin";
  const initiator = initiatorOf(request);
  const fromShop = initiator === undefined || shopOrigins(request, publicUrl).has(initiator);
  if (sameOrigin && !fromShop) return "api";
  if (cookieToken) return "cookie";
  return sameOrigin ? "cookie" : "api";
}

/**
 * The CORS headers of an answer to `origin`: API clients from any origin may read it (no cookie is used for
 * them, so there is nothing to forge); the cookie session only from the configured origins, with credentials.
 */
function corsHeadersFor(origin, kind, corsOrigins) {
  if (origin === undefined) return {};
  if (kind === "cookie" && !corsOrigins.includes(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-expose-headers": CORS_EXPOSE_HEADERS,
    ...(corsOrigins.includes(origin) ? { "access-control-allow-credentials": "true" } : {}),
  };
}

/**
 * The `/store-api/*` handler.
 * @param {{
 *   send: (request: Request, meta?: { clientAddress?: string }) => Promise<Response>,
 *   targetBase: string,
 *   publicUrl: string,
 *   corsOrigins?: string[],
 *   clientAddress?: (c: import("hono").Context) => string | undefined,
 * }} options `clientAddress` resolves the shopper's address, which goes to the backend beside the request
 *   (never in a header the client wrote).
 */
export function createStoreApiProxy({ send, targetBase, publicUrl, corsOrigins = [], clientAddress }) {
  return async (c) => {
    const incoming = c.req.raw;
    const origin = originOf(incoming.headers.get("origin") ?? undefined);

    // A preflight, from any origin: it cannot tell whether the request will carry a token header or a cookie,
    // so it allows both; the answer to the request itself decides whether the browser may read it.
    if (incoming.method === "OPTIONS" && incoming.headers.has("access-control-request-method")) {
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeadersFor(origin, "api", corsOrigins),
          ...(origin === undefined
            ? {}
            : {
                "access-control-allow-methods": CORS_ALLOW_METHODS,
                "access-control-allow-headers": CORS_ALLOW_HEADERS,
                "access-control-max-age": "600",
              }),
          vary: "Origin",
        },
      });
    }

    const secure = isSecureRequest(incoming, publicUrl);
    const cookieToken = readSessionToken(c, secure);
    const kind = clientKind(incoming, cookieToken, publicUrl);
    const corsHeaders = { ...corsHeadersFor(origin, kind, corsOrigins), vary: "Origin" };
    const url = new URL(incoming.url);
    const path = url.pathname.slice("/store-api".length);
    const contentType = incoming.headers.get("content-type") ?? "";
    const multipart = /^multipart\/form-data\s*;/i.test(contentType) && UPLOAD_PATH.test(path);
    const withBody = hasBody(incoming);

    if (kind === "cookie" && isUnsafeMethod(incoming.method)) {
      // CSRF: the cookie rides along on any site's request; only the shop's own pages (or an allowed
      // frontend) may change the session, and only with a body a plain HTML form cannot send.
      if (!hasAllowedOrigin(incoming, publicUrl, corsOrigins))
        return storeApiError(
          403,
          "VITRINE__ORIGIN_NOT_ALLOWED",
          "Requests that change the session must come from the shop's own origin.",
          corsHeaders,
        );
      if (withBody && !isJson(contentType) && !multipart)
        return storeApiError(415, "VITRINE__UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.", {
          ...corsHeaders,
        });
    }

    let body;
    if (withBody) {
      try {
        body = await readLimitedBody(incoming, multipart ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return storeApiError(413, "FRAMEWORK__REQUEST_TOO_LARGE", "The request body is too large.", {
          ...corsHeaders,
          connection: "close",
        });
      }
    }

    const headers = new Headers(incoming.headers);
    // A client's forwarding headers never reach the backend: the address goes beside the request.
    for (const name of [
      "cookie",
      "host",
      "content-length",
      "connection",
      "transfer-encoding",
      "x-forwarded-for",
      "forwarded",
      "x-real-ip",
    ])
      headers.delete(name);
    if (kind === "cookie") {
      if (cookieToken) headers.set(CONTEXT_HEADER, cookieToken);
      else headers.delete(CONTEXT_HEADER);
    }

    let upstream;
    try {
      upstream = await send(
        new Request(`${targetBase}${path}${url.search}`, {
          method: incoming.method,
          headers,
          body,
          redirect: "manual",
        }),
        { clientAddress: clientAddress?.(c) },
      );
    } catch (error) {
      console.error("vitrine demo: Store API unreachable:", error instanceof Error ? error.message : error);
      return storeApiError(502, "VITRINE__STORE_API_UNREACHABLE", "The shop backend is not reachable.", {
        ...corsHeaders,
      });
    }

    let response = mutable(upstream);
    // fetch() already decoded the body.
    response.headers.delete("content-encoding");
    response.headers.delete("content-length");
    response.headers.delete("set-cookie");
    // The backend's own CORS answer (a real Shopware answers every origin) gives way to the proxy's.
    for (const name of [...response.headers.keys()])
      if (name.startsWith("access-control-")) response.headers.delete(name);
    if (kind === "cookie") {
      const rotated = response.headers.get(CONTEXT_HEADER) ?? undefined;
      const isPublic = /\bpublic\b/i.test(response.headers.get("cache-control") ?? "");
      if (rotated && !isPublic && rotated !== cookieToken)
        response.headers.append("set-cookie", contextCookie(rotated, secure));
      // The browser never needs the token itself: it stays in the HttpOnly cookie, out of reach of scripts.
      response.headers.delete(CONTEXT_HEADER);
      const tokens = [cookieToken, rotated].filter(Boolean);
      if (tokens.length > 0 && isJson(response.headers.get("content-type") ?? "")) {
        const text = await response.text();
        response = mutable(
          response,
          tokens.some((token) => text.includes(token)) ? stripTokens(text, tokens) : text,
        );
      }
    }
    for (const [name, value] of Object.entries(corsHeaders))
      if (name === "vary") response.headers.append(name, value);
      else response.headers.set(name, value);
    return response;
  };
}
