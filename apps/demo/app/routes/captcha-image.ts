// The basic captcha's image for a form posted without JavaScript: an <img> cannot send the `sw-access-key`
// header, so the shop's server asks the Store API (`GET /vitrine/captcha/basic`) with the key and the shopper's
// context, and answers the picture from the shop's own origin.
import type { Route } from "./+types/captcha-image";

/** Backend answer headers the image keeps (the demo's own tests read the code from the test-only one). */
const KEPT_HEADERS = ["content-type", "cache-control", "x-vitrine-test-captcha"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const formId = new URL(request.url).searchParams.get("formId") ?? "";
  if (!/^[\w.-]{1,100}$/.test(formId)) return new Response("Unknown form.", { status: 400 });
  const { baseUrl, accessKey, contextToken, setContextToken, fetch } = context.storeApi;
  const answer = await fetch(`${baseUrl}/vitrine/captcha/basic?formId=${encodeURIComponent(formId)}`, {
    headers: {
      accept: "image/svg+xml",
      "sw-access-key": accessKey,
      ...(contextToken ? { "sw-context-token": contextToken } : {}),
    },
  });
  // A new shopper's first call opens a context: its token goes to the cookie, as with every Store API call.
  const rotated = answer.headers.get("sw-context-token");
  if (rotated) setContextToken(rotated);
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!answer.ok || !headers.get("content-type")?.startsWith("image/svg+xml"))
    return new Response("The captcha is not available right now.", { status: 502 });
  return new Response(await answer.text(), { status: 200, headers });
}
