// The shell's error page when the root loader itself answers the error: the browser has no text set of its own
// (lib/snippets.ts), so the answer carries the page's texts.
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import App, { ErrorBoundary, loader } from "./root";

/** A backend whose sales channel has English only: `/de` names a language the shop lacks. */
function englishOnlyShop(pageUrl: string): AppLoadContext {
  const fetch = (async (url: string | URL) => {
    if (String(url).endsWith("/language"))
      return Response.json({
        elements: [{ id: "0190a0c0d0e0f0a0b0c0d0e0f0a0b0c1", translationCode: { code: "en-GB" } }],
      });
    return Response.json({ errors: [{ status: "404", code: "NOT_FOUND" }] }, { status: 404 });
  }) as typeof globalThis.fetch;
  return {
    storeApi: {
      baseUrl: "http://shop.test/store-api",
      accessKey: "SWSCENGLISHONLY",
      fetch,
      contextToken: undefined,
      setContextToken: () => undefined,
    },
    pageUrl,
  } as AppLoadContext;
}

/** The page as the server renders it for `url` (the root route alone, with its loader and error boundary). */
async function serverPage(url: string): Promise<{ status: number; html: string }> {
  const context = englishOnlyShop(url);
  const handler = createStaticHandler([
    {
      id: "root",
      path: "*",
      loader: (args) => loader({ ...args, context } as Parameters<typeof loader>[0]),
      Component: App,
      ErrorBoundary,
    },
  ]);
  const result = await handler.query(new Request(url));
  if (result instanceof Response) throw new Error(`answered a response (${result.status})`);
  const router = createStaticRouter(handler.dataRoutes, result);
  return {
    status: result.statusCode,
    // As the server streams it to a shopper: the error page's code (a lazy chunk) is in the first HTML.
    html: await text(
      (await prerenderToNodeStream(<StaticRouterProvider router={router} context={result} hydrate={false} />))
        .prelude,
    ),
  };
}

describe("the root loader's own 404 (an address under a language prefix the shop lacks)", () => {
  it("is a 404 page in words, with its texts: no snippet keys", async () => {
    const { status, html } = await serverPage("http://shop.test/de/some-page");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain("<title>Page not found | Vitrine</title>");
    expect(html).toContain("The page you are looking for does not exist or has moved.");
    expect(html).toContain("Skip to main content");
    expect(html).not.toMatch(/demo\.(error|skipLink|footer)\./);
  });
});
