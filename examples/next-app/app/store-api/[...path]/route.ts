// The browser's Store API: this origin's /store-api/* forwarded to the shop's Store API (no CORS needed).
import { STORE_API_URL } from "../../../lib/store-api.server";

const DROPPED_REQUEST_HEADERS = ["host", "connection", "content-length", "accept-encoding", "cookie"];
const DROPPED_RESPONSE_HEADERS = ["content-encoding", "content-length", "transfer-encoding", "connection"];

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  const answer = await fetch(`${STORE_API_URL}${url.pathname.replace(/^\/store-api/, "")}${url.search}`, {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
  });
  const responseHeaders = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}

export { forward as DELETE, forward as GET, forward as PATCH, forward as POST, forward as PUT };
