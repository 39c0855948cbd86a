import { isStoreApiError } from "@vitrine/core";
import { data, Link, redirect } from "react-router";
import { safeRedirect } from "../lib/account.server";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import type { Route } from "./+types/configure";

// Shopware's `/checkout/configure`: the header's currency switcher posts here without JavaScript (with it, the
// switcher PATCHes the context itself). The choice is the session's context, as Shopware keeps it.

// Nothing to read: the page is only shown with a refused choice (a loader's redirect would hide the action's answer,
// as loaders run again after a document's form post).
export function meta() {
  return [{ title: pageTitle("Currency") }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const origin = new URL(request.url).origin;
  // Back to the page the form was on (its own field, else the Referer), on this shop only.
  const back = safeRedirect(field(form, "redirectTo") || request.headers.get("Referer"), origin, "/");
  const currencyId = field(form, "currencyId");
  if (!currencyId) return data({ message: "Please choose a currency.", back }, { status: 400 });
  try {
    await storeApi(context).patch("/context", { body: { currencyId } });
  } catch (error) {
    if (isStoreApiError(error) && error.kind === "http" && error.status < 500) {
      return data(
        { message: errorMessage(error, "The currency could not be changed."), back },
        { status: 400 },
      );
    }
    toRouteError(error);
  }
  return redirect(back);
}

/** Shown when a posted currency was refused (the reason) and to a shopper who opens the address: the way back. */
export default function ConfigurePage({ actionData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <h1>Currency</h1>
      {actionData ? (
        <p role="alert" className="notice notice-danger">
          {actionData.message}
        </p>
      ) : (
        <p>Choose your currency in the page header.</p>
      )}
      <Link to={actionData?.back ?? "/"}>Back to the shop</Link>
    </div>
  );
}
