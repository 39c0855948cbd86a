import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { paintFirst } from "@vitrine/vite-plugin/server";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";

/** Deferred data that has not arrived after this long is rejected into its error boundary. */
export const streamTimeout = 5_000;

/** Streams the HTML: the shell as soon as it is ready, all at once for bots; inline scripts carry the nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page's CSP nonce: on React's streaming scripts, React Router's data scripts and <Scripts>.
  const nonce = loadContext.cspNonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready (a lazily hydrated part: the product gallery, cross-selling)
        // stays in place in the HTML: React would otherwise move a boundary after the first 12.8 KB to the end of
        // the document behind a script, which a browser without JavaScript never runs (and the HTML grows by it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The built shop fetches its scripts after the first paint (`@vitrine/vite-plugin/server`); development
          // keeps React Router's markup as it is (Vite serves its modules one by one there; nothing to gain).
          if (import.meta.env.DEV) pipe(body);
          else pipe(paintFirst(nonce)).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router; log only the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
