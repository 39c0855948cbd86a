// Issue 40 (item 1, and item 3's "through the demo server's proxy from a second origin"): a Shopware frontend on a
// second origin uses the demo shop's /store-api with the official @shopware/api-client, in a real browser:
// (a) cross-origin, straight to the shop (CORS with a preflight: the client's sw-access-key is not a simple
//     header), and (b) through the frontend's own same-origin `/store-api` proxy, the rule Shopware's docs give
//     the Vue demo store (shopware/frontends, apps/docs/src/resources/troubleshooting.md, "Proxy API requests":
//     Vite's `server.proxy["/store-api"]` with `changeOrigin: true`), with the frontend's own `sw-context-token`
//     cookie on its host, as @shopware/nuxt-module's plugin keeps it (js-cookie, path /, SameSite=Lax).
// The second origin is the same host on another port, so the shop's cookies reach it too, as on a developer's
// machine (localhost:3000 and localhost:3001).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { ACCESS_KEY, expect, test } from "./fixtures";

/** The official client bundled for the browser (one ES module), built once for this file. */
async function bundleApiClient(): Promise<string> {
  const { build } = await import("vite");
  const output = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: {
        entry: new URL(import.meta.resolve("@shopware/api-client")).pathname,
        formats: ["es"],
        fileName: "api-client",
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && "output" in result ? result.output[0] : undefined;
  if (chunk?.type !== "chunk") throw new Error("vite built no api-client chunk");
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
<link rel="icon" href="data:,"><script type="module">import * as client from "/api-client.js"; window.apiClient = client;</script>
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
    if (url === "/api-client.js") {
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
  clientScript = await bundleApiClient();
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
    apiClient: typeof import("@shopware/api-client");
  }
}

/**
 * In the page: the client with the frontend's token from its own `sw-context-token` cookie (written back on every
 * change, as @shopware/nuxt-module does), the first calls of a page load, a product into the cart, the cart.
 */
function runJourney(page: Page, endpoint: string, addToCart: boolean): Promise<JourneyResult> {
  return page.evaluate(
    async ({ endpoint, accessKey, addToCart }) => {
      const cookieToken = /(?:^|; )sw-context-token=([^;]*)/.exec(document.cookie)?.[1];
      const client = window.apiClient.createAPIClient({
        baseURL: endpoint,
        accessToken: accessKey,
        ...(cookieToken ? { contextToken: decodeURIComponent(cookieToken) } : {}),
      });
      const tokens: string[] = [];
      client.hook("onContextChanged", (token: string) => {
        tokens.push(token);
        // biome-ignore lint/suspicious/noDocumentCookie: the frontend's own script-readable cookie, as js-cookie writes it
        document.cookie = `sw-context-token=${encodeURIComponent(token)}; path=/; max-age=31536000; samesite=lax`;
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
  await page.goto(`${frontend.origin}/`);
  await page.waitForFunction(() => "apiClient" in window);
  const first = await runJourney(page, `${baseURL}/store-api`, true);
  // The token came from the exposed sw-context-token header, once, and stayed the session of every call.
  expect(first.tokens).toHaveLength(1);
  expect(first.lineItems).toEqual([[expect.stringMatching(/^\w+$/), 2]]);
  // A new page load of the frontend finds the same cart with the token it kept.
  await page.reload();
  await page.waitForFunction(() => "apiClient" in window);
  const again = await runJourney(page, `${baseURL}/store-api`, false);
  expect(again.lineItems).toEqual(first.lineItems);
  // No call went through the frontend's proxy, none was refused.
  expect(frontend.forwarded).toEqual([]);
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

  await page.goto(`${frontend.origin}/`);
  await page.waitForFunction(() => "apiClient" in window);
  const first = await runJourney(page, `${frontend.origin}/store-api`, true);
  expect(first.tokens).toHaveLength(1);
  expect(first.lineItems).toEqual([[expect.stringMatching(/^\w+$/), 2]]);
  expect(first.cookie).toContain(`sw-context-token=${first.tokens[0]}`);

  await page.reload();
  await page.waitForFunction(() => "apiClient" in window);
  const again = await runJourney(page, `${frontend.origin}/store-api`, false);
  expect(again.lineItems).toEqual(first.lineItems);
  expect(again.tokens).toEqual([]);

  // What the shop got is what a frontend's proxy makes the browser send: Sec-Fetch-Site same-origin with the
  // frontend's Origin, and both cookies of the host (the frontend's sw-context-token and the shop's session).
  const patch = frontend.forwarded[0];
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
