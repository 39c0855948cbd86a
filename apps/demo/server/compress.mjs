// Compression of what the shop server answers on the fly: pages, their data requests and the Store API answers
// through the proxy (the listing a filter change fetches is 80-180 KB of JSON and about a tenth of that compressed).
// Brotli where the browser accepts it (about a fifth smaller than gzip on the shop's pages), else gzip. The build's
// files come precompressed from the static handler and pass as they are.
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { mutable } from "./store-api-proxy.mjs";

/** Types worth compressing: text, JSON, scripts, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+json)|image\/svg\+xml)/i;
/** Below this a compressed answer is hardly smaller (answers of unknown length, streamed pages, are compressed). */
export const MIN_COMPRESS_BYTES = 1024;
/** Brotli quality for answers made per request: quality 5 is most of quality 11's gain at a fraction of its time. */
const BROTLI_QUALITY = 5;

/**
 * The encoding to answer with for an `Accept-Encoding` header: "br", "gzip" or null (identity). A coding with
 * `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weight = (name) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/**
 * Pipes a web stream through a compressor, flushing whenever the source pauses: a streamed page's parts (its
 * shell, then late Suspense content) reach the browser as they are rendered, not when the compressor's buffer fills.
 */
function compressStream(body, compressor) {
  const reader = body.getReader();
  let flush;
  const closed = new Promise((resolve) => compressor.once("close", resolve));
  closed.then(() => reader.cancel().catch(() => {}));
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || compressor.destroyed) break;
        clearImmediate(flush);
        if (!compressor.write(value))
          await Promise.race([new Promise((resolve) => compressor.once("drain", resolve)), closed]);
        flush = setImmediate(() => {
          if (!compressor.destroyed && !compressor.writableEnded) compressor.flush();
        });
      }
      clearImmediate(flush);
      if (!compressor.destroyed) compressor.end();
    } catch (error) {
      clearImmediate(flush);
      compressor.destroy(error);
    }
  })();
  // As a web stream with the compressor's backpressure; cancelling it (the browser went away) destroys it.
  return Readable.toWeb(compressor);
}

/** A brotli (text mode, with the size when known) or gzip compressor. */
function compressorFor(encoding, length) {
  if (encoding === "gzip") return zlib.createGzip();
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(Number.isFinite(length) ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
    },
  });
}

/** Hono middleware: compresses the answer when its type, size and the request's Accept-Encoding allow. */
export function compressResponses() {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) return;
    const vary = response.headers.get("vary");
    const varied =
      vary && /accept-encoding|\*/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    const length = Number(response.headers.get("content-length") ?? Number.NaN);
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const skip =
      !response.body ||
      c.req.method === "HEAD" ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 304 ||
      length < MIN_COMPRESS_BYTES ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get("cache-control") ?? "");
    if (skip) return;
    const answer = mutable(
      response,
      encoding ? compressStream(response.body, compressorFor(encoding, length)) : undefined,
    );
    // Vary either way: the same URL answers differently by Accept-Encoding.
    answer.headers.set("vary", varied);
    if (encoding) {
      answer.headers.delete("content-length");
      answer.headers.set("content-encoding", encoding);
      // A strong ETag names the uncompressed bytes; the compressed answer gets a weak one.
      const etag = answer.headers.get("etag");
      if (etag && !etag.startsWith("W/")) answer.headers.set("etag", `W/${etag}`);
    }
    c.res = undefined; // (Hono would copy the old answer's headers onto the new one)
    c.res = answer;
  };
}
