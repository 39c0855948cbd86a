// Request bodies with a size limit that holds while streaming: a declared Content-Length over the limit is
// refused before reading, and a chunked (or lying) body is cut off as soon as the bytes actually read pass it.

/** Largest JSON body the Store API proxy forwards (the demo backend's own limit). */
export const MAX_JSON_BODY_BYTES = 1_000_000;
/** Largest upload the Store API proxy forwards (the demo backend's 10 MB plus the multipart envelope). */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024;
/** Largest form post a page accepts (login, cart, checkout forms are a few hundred bytes). */
export const MAX_FORM_BODY_BYTES = 1_000_000;

/** Thrown when a body passes its limit. */
export class BodyTooLargeError extends Error {
  constructor(limit) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/** True when the request has a body to read (POST with data, chunked uploads). */
export function hasBody(request) {
  if (!request.body || ["GET", "HEAD"].includes(request.method.toUpperCase())) return false;
  const length = request.headers.get("content-length");
  return length === null ? request.headers.has("transfer-encoding") : Number(length) > 0;
}

/**
 * Reads a request body into memory, never more than `limit` bytes: a larger declared length is refused without
 * reading, and reading stops (the stream is cancelled) at the first chunk that passes the limit.
 * @returns {Promise<Uint8Array>}
 */
export async function readLimitedBody(request, limit) {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
