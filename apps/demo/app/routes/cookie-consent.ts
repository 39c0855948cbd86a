// The cookie bar's "Only necessary" and "Accept all" without JavaScript: its buttons post here (`choice`,
// `redirectTo`), the shop sets the consent cookies exactly as @vitrine/cookie-consent writes them in the browser
// (`consentSetCookies`) and sends the shopper back to the page. With JavaScript the bar handles them itself.
import { loadCookieGroups } from "@vitrine/cookie-consent/bar";
import { consentSetCookies, isCookieBarChoice } from "@vitrine/cookie-consent/server";
import { safeRedirect } from "../lib/account.server";
import { storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/cookie-consent";

/** A refused choice, in the Store API error shape with the field it concerns. */
const refused = (detail: string) =>
  Response.json(
    {
      errors: [
        {
          status: "400",
          code: "VITRINE__COOKIE_CHOICE_INVALID",
          title: "Bad Request",
          detail,
          source: { pointer: "/choice" },
        },
      ],
    },
    { status: 400 },
  );

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice");
  if (!isCookieBarChoice(choice)) return refused('The choice must be "necessary" or "all".');
  const back = safeRedirect(form.get("redirectTo")?.toString(), new URL(request.url).origin, "/");
  // "Accept all" needs the shop's cookie groups; without them nothing is set and the bar stays to choose again.
  const groups = choice === "all" ? await loadCookieGroups(storeApi(context)).catch(() => null) : [];
  const headers = new Headers({ Location: back });
  if (groups)
    for (const cookie of consentSetCookies(choice, groups, request.headers.get("Cookie")))
      headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** A visit without a form goes home. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/" } });
}
