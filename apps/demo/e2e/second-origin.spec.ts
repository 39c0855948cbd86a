// Issue 40 (item 1, and item 3's "through the demo server's proxy from a second origin"): a Shopware frontend on a
// second origin uses the demo shop's /store-api with the official @shopware/api-client, in a real browser:
// (a) cross-origin, straight to the shop (CORS with a preflight: the client's sw-access-key is not a simple
//     header), and (b) through the frontend's own same-origin `/store-api` proxy, the rule Shopware's docs give
//     the Vue demo store (shopware/frontends, apps/docs/src/resources/troubleshooting.md, "Proxy API requests":
//     Vite's `server.proxy["/store-api"]` with `changeOrigin: true`), with the frontend's own `sw-context-token`
//     cookie on its host, as @shopware/nuxt-module's plugin keeps it (js-cookie, path /, SameSite=Lax).
// (c) drives Shopware's composables (@shopware/composables 1.13 in a Vue app, e2e/support/shopware-frontend.ts)
// through that proxy the way the Vue demo store uses them.
// The second origin is the same host on another port, so the shop's cookies reach it too, as on a developer's
// machine (localhost:3000 and localhost:3001).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { ACCESS_KEY, expect, test } from "./fixtures";

/** The frontend of e2e/support/shopware-frontend.ts bundled for the browser (one ES module), built once. */
async function bundleFrontend(): Promise<string> {
  const { build } = await import("vite");
  const output = await build({
    configFile: false,
    logLevel: "silent",
    // Vue's bundler build asks the bundler for these flags.
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __VUE_OPTIONS_API__: "true",
      __VUE_PROD_DEVTOOLS__: "false",
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
    },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL("./support/shopware-frontend.ts", import.meta.url)),
        formats: ["es"],
        fileName: "shopware-frontend",
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && "output" in result ? result.output[0] : undefined;
  if (chunk?.type !== "chunk") throw new Error("vite built no frontend chunk");
  return chunk.code;
}

interface Frontend {
  origin: string;
  /** The headers of every request its proxy forwarded to the shop. */
  forwarded: http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** A page of the frontend: it only loads the client; the test drives it. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shopware frontend</title>
<link rel="icon" href="data:,"><script type="module">import * as frontend from "/frontend.js"; window.shopwareFrontend = frontend;</script>
</head><body><main><h1>Shopware frontend</h1></main></body></html>`;

/** The second origin: its page, the bundled client and the stock `/store-api` proxy rule to the shop. */
async function startFrontend(shopBase: string, clientScript: string): Promise<Frontend> {
  const shop = new URL(shopBase);
  const forwarded: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    if (url.startsWith("/store-api/")) {
      // As Vite's proxy with changeOrigin: every header as the browser sent it (Origin, Referer, Sec-Fetch-*,
      // Cookie), the Host rewritten to the target; the answer back as it is (Set-Cookie included).
      forwarded.push(request.headers);
      const upstream = http.request(
        {
          host: shop.hostname,
          port: shop.port,
          method: request.method,
          path: url,
          headers: { ...request.headers, host: shop.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
      return;
    }
    if (url === "/frontend.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(clientScript);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every answer of 400 or more that the page got. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return failed;
}

let clientScript = "";
let frontend: Frontend;

test.beforeAll(async ({ baseURL }) => {
  clientScript = await bundleFrontend();
  frontend = await startFrontend(baseURL ?? "", clientScript);
});
test.afterAll(() => frontend?.close());

interface JourneyResult {
  tokens: string[];
  lineItems: [string, number][];
  cookie: string;
}

declare global {
  interface Window {
    shopwareFrontend: typeof import("./support/shopware-frontend");
  }
}

/** Opens a page of the frontend and waits for its module. */
async function openFrontend(page: Page): Promise<void> {
  await page.goto(`${frontend.origin}/`);
  await page.waitForFunction(() => "shopwareFrontend" in window);
}

/**
 * In the page: the client with the frontend's token from its own `sw-context-token` cookie (written back on every
 * change, as @shopware/nuxt-module does), the first calls of a page load, a product into the cart, the cart.
 */
function runJourney(page: Page, endpoint: string, addToCart: boolean): Promise<JourneyResult> {
  return page.evaluate(
    async ({ endpoint, accessKey, addToCart }) => {
      const { createAPIClient, cookieToken, keepToken } = window.shopwareFrontend;
      const token = cookieToken();
      const client = createAPIClient({
        baseURL: endpoint,
        accessToken: accessKey,
        ...(token ? { contextToken: token } : {}),
      });
      const tokens: string[] = [];
      client.hook("onContextChanged", (changed: string) => {
        tokens.push(changed);
        keepToken(changed);
      });
      if (addToCart) {
        // The Vue demo store's first calls at page load.
        await client.invoke("updateContext patch /context", { body: {} });
        await client.invoke("readLanguages post /language", { body: {} });
        await client.invoke("readNavigation post /navigation/{activeId}/{rootId}", {
          pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
          body: { depth: 2 },
        });
        await client.invoke("readCountry post /country", { body: {} });
        const products = await client.invoke("readProduct post /product", { body: { limit: 1 } });
        const productId = products.data.elements?.[0]?.id ?? "";
        await client.invoke("addLineItem post /checkout/cart/line-item", {
          body: { items: [{ id: productId, referencedId: productId, type: "product", quantity: 2 }] },
        });
      }
      const cart = await client.invoke("readCart get /checkout/cart");
      return {
        tokens,
        lineItems: (cart.data.lineItems ?? []).map((item): [string, number] => [
          item.referencedId ?? "",
          item.quantity ?? 0,
        ]),
        cookie: document.cookie,
      };
    },
    { endpoint, accessKey: ACCESS_KEY, addToCart },
  );
}

test("a page on a second origin calls the shop's /store-api cross-origin with sw-access-key (preflight and CORS) and keeps its context token across calls", async ({
  page,
  baseURL,
}) => {
  const failed = failedAnswers(page);
  const before = frontend.forwarded.length;
  await openFrontend(page);
  const first = await runJourney(page, `${baseURL}/store-api`, true);
  // The token came from the exposed sw-context-token header, once, and stayed the session of every call.
  expect(first.tokens).toHaveLength(1);
  expect(first.lineItems).toEqual([[expect.stringMatching(/^\w+$/), 2]]);
  // A new page load of the frontend finds the same cart with the token it kept.
  await openFrontend(page);
  const again = await runJourney(page, `${baseURL}/store-api`, false);
  expect(again.lineItems).toEqual(first.lineItems);
  // No call went through the frontend's proxy, none was refused.
  expect(frontend.forwarded.slice(before)).toEqual([]);
  expect(failed).toEqual([]);
});

test("a second origin that proxies /store-api to the shop with the Vue demo store's same-origin rule, setting its own sw-context-token cookie on the shop's host: the journey works with no 4xx, and the shop's own session is untouched", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const failed = failedAnswers(page);
  // The shopper (or the developer) visited the demo shop first: its session cookie is on the same host.
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole("main")).toBeVisible();
  const shopSession = async () =>
    (await context.cookies(baseURL)).find((cookie) => cookie.name === "vitrine-session")?.value;
  const before = await shopSession();
  expect(before).toMatch(/\w/);
  const forwarded = frontend.forwarded.length;

  await openFrontend(page);
  const first = await runJourney(page, `${frontend.origin}/store-api`, true);
  expect(first.tokens).toHaveLength(1);
  expect(first.lineItems).toEqual([[expect.stringMatching(/^\w+$/), 2]]);
  expect(first.cookie).toContain(`sw-context-token=${first.tokens[0]}`);

  await openFrontend(page);
  const again = await runJourney(page, `${frontend.origin}/store-api`, false);
  expect(again.lineItems).toEqual(first.lineItems);
  expect(again.tokens).toEqual([]);

  // What the shop got is what a frontend's proxy makes the browser send: Sec-Fetch-Site same-origin with the
  // frontend's Origin, and both cookies of the host (the frontend's sw-context-token and the shop's session).
  const patch = frontend.forwarded[forwarded];
  expect(patch?.["sec-fetch-site"]).toBe("same-origin");
  expect(patch?.origin).toBe(frontend.origin);
  expect(patch?.cookie).toContain("vitrine-session=");
  expect(frontend.forwarded.at(-1)?.cookie).toContain(`sw-context-token=${first.tokens[0]}`);
  expect(failed).toEqual([]);

  // The shop's own session is neither replaced nor given the frontend's cart.
  expect(await shopSession()).toBe(before);
  const shopCart = await request.get(`${baseURL}/store-api/checkout/cart`, {
    headers: { cookie: `vitrine-session=${before}` },
  });
  expect((await shopCart.json()).lineItems).toEqual([]);
});

test("Shopware's composables through the demo shop's proxy from a second origin, as the Vue demo store uses them: session context, main and footer navigation, languages, a product, the cart, login (the rotated token kept in the frontend's cookie) and logout, with no 4xx", async ({
  page,
  request,
  baseURL,
}) => {
  const failed = failedAnswers(page);
  const products = await request.post(`${baseURL}/store-api/product`, { data: { limit: 1 } });
  const productId: string = (await products.json()).elements[0].id;
  await openFrontend(page);
  const guest = await page.evaluate(
    async ({ endpoint, accessKey, productId }) => {
      const { startFrontend, cookieToken } = window.shopwareFrontend;
      const shop = startFrontend(endpoint, accessKey);
      await shop.session.refreshSessionContext();
      await shop.mainNavigation.loadNavigationElements({ depth: 2 });
      await shop.footerNavigation.loadNavigationElements({ depth: 2 });
      const languages = await shop.i18n.getAvailableLanguages();
      const { product } = await shop.productSearch.search(productId);
      await shop.cart.addProduct({ id: productId, quantity: 2 });
      await shop.cart.refreshCart();
      const cart = shop.cart.cartItems.value.map((item) => [item.referencedId, item.quantity]);
      const guestToken = cookieToken();
      await shop.user.login({ username: "demo@vitrine.shop", password: "vitrine-demo" });
      return {
        mainNavigation: shop.mainNavigation.navigationElements.value?.length ?? 0,
        footerNavigation: shop.footerNavigation.navigationElements.value?.length ?? 0,
        languages: languages.elements.map((language) => language.name),
        product: product.id,
        cart,
        guestToken,
        customer: shop.session.sessionContext.value?.customer?.email,
        isLoggedIn: shop.user.isLoggedIn.value,
        token: cookieToken(),
      };
    },
    { endpoint: `${frontend.origin}/store-api`, accessKey: ACCESS_KEY, productId },
  );
  expect(guest.mainNavigation).toBeGreaterThan(0);
  expect(guest.footerNavigation).toBeGreaterThan(0);
  expect(guest.languages).toContain("English");
  expect(guest.product).toBe(productId);
  expect(guest.cart).toEqual([[productId, 2]]);
  expect(guest.guestToken).toMatch(/^\w+$/);
  expect(guest.customer).toBe("demo@vitrine.shop");
  expect(guest.isLoggedIn).toBe(true);
  // Login rotated the token: the frontend took the new one from the header into its cookie.
  expect(guest.token).toMatch(/^\w+$/);
  expect(guest.token).not.toBe(guest.guestToken);

  // The next page load of the frontend is the customer's session, from its own cookie; then logout.
  await openFrontend(page);
  const next = await page.evaluate(
    async ({ endpoint, accessKey }) => {
      const shop = window.shopwareFrontend.startFrontend(endpoint, accessKey);
      await shop.session.refreshSessionContext();
      const customer = shop.session.sessionContext.value?.customer?.email;
      await shop.user.logout();
      return { customer, afterLogout: shop.session.sessionContext.value?.customer ?? null };
    },
    { endpoint: `${frontend.origin}/store-api`, accessKey: ACCESS_KEY },
  );
  expect(next).toEqual({ customer: "demo@vitrine.shop", afterLogout: null });
  expect(failed).toEqual([]);
});
