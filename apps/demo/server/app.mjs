// The shop server's Hono app: security headers on every answer, the /store-api proxy, static files and the
// server-rendered React Router pages (with the cookie session, the Origin check on form posts and a CSP nonce).
import { serveStatic } from "@hono/node-server/serve-static";
import { parseTrustedProxies, resolveClientAddress } from "demo-api/client-address";
import { Hono } from "hono";
import { BodyTooLargeError, hasBody, MAX_FORM_BODY_BYTES, readLimitedBody } from "./body.mjs";
import { compressResponses } from "./compress.mjs";
import {
  applySecurityHeaders,
  createNonce,
  hasAllowedOrigin,
  isSecureRequest,
  isUnsafeMethod,
  originOf,
  pagePolicy,
  SCRIPT_POLICY,
} from "./security.mjs";
import { contextCookie, readSessionToken } from "./session.mjs";
import { createSitemaps, robotsTxt } from "./sitemap.mjs";
import { createStoreApiProxy, mutable } from "./store-api-proxy.mjs";

/**
 * Builds the shop server.
 * @param {{
 *   publicUrl: string,
 *   storeApi: {
 *     send: (request: Request, meta?: { clientAddress?: string }) => Promise<Response>,
 *     baseUrl: string,
 *     accessKey: string,
 *   },
 *   handleDocument: (request: Request, loadContext: object) => Promise<Response>,
 *   corsOrigins?: string[],
 *   cspSources?: { payment?: string[], analytics?: string[], media?: string[] },
 *   staticRoot?: string,
 *   nonce?: boolean,
 *   recaptchaStandIn?: boolean,
 *   trustedProxies?: string,
 *   languagePrefixes?: string[],
 *   sitemap?: { pageSize?: number, readLimit?: number },
 * }} options `staticRoot` serves the built client files; `nonce: false` (development) allows inline scripts;
 *   `recaptchaStandIn` serves the demo tests' reCAPTCHA stand-in script (DEMO_RECAPTCHA_STAND_IN=1), else 404.
 *   `trustedProxies` (TRUSTED_PROXIES: addresses or CIDR ranges) names the proxies whose X-Forwarded-For is
 *   believed; the client address every Store API call carries to the backend is otherwise this server's TCP peer.
 *   `languagePrefixes` are the languages' URL prefixes robots.txt covers; `sitemap` sets the sitemap paging (tests).
 */
/** The file name of the demo tests' reCAPTCHA stand-in (public/). */
const RECAPTCHA_STAND_IN = "recaptcha-stand-in.js";

/** A hashed script of the client build (`/assets/*.js`), as opposed to any other file the shop serves. */
export function isBuildScript(filePath) {
  return /(^|\/)assets\/[\w.-]+\.m?js(\.(br|gz))?$/.test(filePath);
}

export function createShopApp({
  publicUrl,
  storeApi,
  handleDocument,
  corsOrigins = [],
  cspSources = {},
  staticRoot,
  nonce: useNonce = true,
  recaptchaStandIn = false,
  trustedProxies,
  languagePrefixes = ["", "/de"],
  sitemap: sitemapPaging = {},
}) {
  const app = new Hono();
  const trusted = parseTrustedProxies(trustedProxies);
  /** The shopper's address (throttles key on it): the TCP peer, or what a trusted proxy forwarded. */
  const clientAddressOf = (c) =>
    resolveClientAddress(c.env?.incoming?.socket?.remoteAddress, c.req.header("x-forwarded-for"), trusted);
  // Media URLs are built from the public URL, which may differ from the host a request came to.
  const pageSources = {
    ...cspSources,
    media: [...new Set([originOf(publicUrl), ...(cspSources.media ?? [])].filter(Boolean))],
  };

  // Every answer (pages, API, files, errors) carries the security headers.
  app.use("*", async (c, next) => {
    await next();
    try {
      applySecurityHeaders(c.res.headers);
    } catch {
      c.res = mutable(c.res);
      applySecurityHeaders(c.res.headers);
    }
  });

  /** fetch() for the server-side core client: the same target the /store-api proxy uses, for this shopper. */
  const storeApiFetchFor = (clientAddress) => (input, init) =>
    storeApi.send(input instanceof Request && !init ? input : new Request(input, init), { clientAddress });

  // Pages, their data and the Store API answers go out compressed (built files come precompressed).
  app.use("*", compressResponses());

  app.all(
    "/store-api/*",
    createStoreApiProxy({
      send: storeApi.send,
      targetBase: storeApi.baseUrl,
      publicUrl,
      corsOrigins,
      clientAddress: clientAddressOf,
    }),
  );

  // Crawling: robots.txt and the sitemap index with its product, category and landing page sitemaps (streamed).
  // One sitemap per language domain (the German one under /de/sitemap.xml, with the German SEO URLs).
  const sitemapsOf = new Map(
    languagePrefixes.map((basePath) => [
      basePath,
      createSitemaps({
        send: (request) => storeApi.send(request),
        baseUrl: storeApi.baseUrl,
        accessKey: storeApi.accessKey,
        publicUrl,
        basePath,
        ...sitemapPaging,
      }),
    ]),
  );
  app.get("/robots.txt", (c) =>
    c.body(robotsTxt(publicUrl, languagePrefixes), 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  const sitemapAnswer = async (c, answer) => {
    try {
      return (await answer()) ?? c.text("This sitemap does not exist.", 404);
    } catch (error) {
      console.error(`vitrine demo: sitemap failed: ${error instanceof Error ? error.message : error}`);
      return c.text("The shop backend is not answering right now.", 502);
    }
  };
  for (const [basePath, sitemaps] of sitemapsOf) {
    app.get(`${basePath}/sitemap.xml`, (c) => sitemapAnswer(c, () => sitemaps.index()));
    app.get(`${basePath}/sitemap/:file{[a-z-]+-[0-9]+\\.xml}`, (c) => {
      const [, kind, page] = c.req.param("file").match(/^([a-z-]+)-(\d+)\.xml$/) ?? [];
      return sitemapAnswer(c, () => sitemaps.sitemap(kind, Number(page)));
    });
  }

  if (staticRoot) {
    // The reCAPTCHA stand-in exists for the demo's own tests only; a shop loads Google's script.
    if (!recaptchaStandIn) app.get(`/${RECAPTCHA_STAND_IN}`, (c) => c.notFound());
    // Hashed build assets never change; everything else in build/client (favicon, robots.txt) may.
    app.use(
      "*",
      serveStatic({
        root: staticRoot,
        precompressed: true,
        onFound: (filePath, c) => {
          c.header(
            "Cache-Control",
            filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          );
          // The build's own scripts may run as workers (ALTCHA's proof of work): no sandbox for them only.
          if (isBuildScript(filePath)) c.header("Content-Security-Policy", SCRIPT_POLICY);
        },
      }),
    );
  }

  // Everything else: the React Router app, with a core client per request (see app/lib/store-api.server.ts).
  app.all("*", async (c) => {
    let request = c.req.raw;
    // CSRF: a form post (logout, login, cart, checkout) must come from the shop's own pages.
    if (isUnsafeMethod(request.method) && !hasAllowedOrigin(request, publicUrl))
      return c.text("This form must be sent from the shop's own pages.", 403);
    if (hasBody(request)) {
      try {
        const body = await readLimitedBody(request, MAX_FORM_BODY_BYTES);
        request = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body,
          signal: request.signal,
        });
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        c.header("connection", "close");
        return c.text("The form is too large.", 413);
      }
    }
    const secure = isSecureRequest(request, publicUrl);
    const cookieToken = readSessionToken(c, secure);
    const session = { token: cookieToken, changed: false };
    const cspNonce = useNonce ? createNonce() : undefined;
    const loadContext = {
      cspNonce,
      publicUrl,
      // The language prefix of the address names the page language (app/lib/language.server.ts).
      pageUrl: request.url,
      storeApi: {
        baseUrl: storeApi.baseUrl,
        accessKey: storeApi.accessKey,
        fetch: storeApiFetchFor(clientAddressOf(c)),
        contextToken: cookieToken,
        setContextToken(token) {
          if (token && token !== session.token) {
            session.token = token;
            session.changed = true;
          }
        },
      },
    };
    const response = mutable(await handleDocument(request, loadContext));
    // Pages carry the shopper's cart and login state: never cache them in shared caches.
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-cache");
    response.headers.set("content-security-policy", pagePolicy(cspNonce, pageSources));
    if (session.changed && session.token)
      response.headers.append("set-cookie", contextCookie(session.token, secure));
    return response;
  });

  return app;
}
