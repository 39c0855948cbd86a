// The upload-progress transport, loaded only by a call that asks for progress (an upload with a progress bar).
import { HTTPError, TimeoutError } from "ky";
import type { StoreApiClientOptions } from "./client";
import { shopHeaders } from "./client.transport";
import { CONTEXT_TOKEN_HEADER, DEFAULT_TIMEOUT_MS } from "./constants";

/** A multipart call sent by {@link sendWithProgress}. */
export interface ProgressCall {
  url: string;
  method: string;
  headers?: Record<string, string> | undefined;
  body: FormData;
  signal?: AbortSignal | undefined;
  /** Bytes sent so far, and the total (0 when unknown). */
  onUploadProgress: (loaded: number, total: number) => void;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress over HTTP/1.1 (a
 * fetch can only with a streamed body, which needs HTTP/2): the transport's headers and token, the answer as a
 * `Response`, and its failures as ky's errors, so that they map to the same `StoreApiError`s.
 */
export function sendWithProgress(
  options: StoreApiClientOptions,
  contextToken: string | undefined,
  call: ProgressCall,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const request = new Request(call.url, { method: call.method });
    const stop = () => xhr.abort();
    const settle = (outcome: () => void) => {
      call.signal?.removeEventListener("abort", stop);
      outcome();
    };
    xhr.open(call.method, call.url);
    xhr.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    const headers = { ...options.headers, ...call.headers, ...shopHeaders(options, contextToken) };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      call.onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () =>
      settle(() => {
        // The headers the client reads of an answer: the context token's rotation and whether it was cached.
        const headers = new Headers();
        for (const name of [CONTEXT_TOKEN_HEADER, "cache-control"]) {
          const value = xhr.getResponseHeader(name);
          if (value) headers.set(name, value);
        }
        // No body for an empty answer (a 204 may carry none).
        const response = new Response(xhr.responseText || null, { status: xhr.status, headers });
        if (response.ok) resolve(response);
        else reject(new HTTPError(response, request, {} as ConstructorParameters<typeof HTTPError>[2]));
      });
    const aborted = () => reject(new DOMException("The call was aborted.", "AbortError"));
    xhr.onerror = () => settle(() => reject(new TypeError("Failed to fetch")));
    xhr.ontimeout = () => settle(() => reject(new TimeoutError(request)));
    xhr.onabort = () => settle(aborted);
    if (call.signal?.aborted) return aborted();
    call.signal?.addEventListener("abort", stop, { once: true });
    xhr.send(call.body);
  });
}
