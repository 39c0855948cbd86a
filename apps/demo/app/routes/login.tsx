import { Field, Form, SubmitButton } from "@vitrine/forms";
import { Link, redirect } from "react-router";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { afterLoginPath, safeRedirect } from "../lib/account.server";
import { answerOf, useActionForm } from "../lib/forms";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, optional, readContext, storeApi } from "../lib/store-api.server";
import { useShopPath } from "../lib/useShop";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.page.login"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = afterLoginPath(request);
  const shopContext = await optional(readContext(context), null);
  if (shopContext?.customer && !shopContext.customer.guest) throw redirect(redirectTo);
  return { redirectTo, snippets: routeSnippets(context, "login") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, "email");
  const password = typeof form.get("password") === "string" ? String(form.get("password")) : "";
  const redirectTo = safeRedirect(field(form, "redirectTo"), new URL(request.url).origin);
  const t = pageText(context);
  if (!email || !password) return { error: t("demo.login.missing"), email };
  try {
    // The login answers with a new context token; the client hands it to server.mjs, which sets the cookie.
    await storeApi(context).post("/account/login", { body: { username: email, password } });
  } catch (error) {
    return { error: errorMessage(error, t("demo.login.failed")), email };
  }
  throw redirect(redirectTo);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const path = useShopPath();
  const form = useActionForm<{ error?: string }>({ id: "login" });
  const answer = answerOf(form, actionData);
  return (
    <div className="container page auth-layout">
      <section className="panel auth-panel" aria-labelledby="login-title">
        <h1 id="login-title">{t("demo.page.login")}</h1>
        <p className="muted">{t("demo.login.intro")}</p>
        <div className="form-messages">
          <ActionMessage result={answer} />
        </div>
        <Form form={form} method="post" className="stack-form" aria-labelledby="login-title">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field
            name="email"
            id="login-email"
            label={t("demo.field.email")}
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
          />
          <Field
            name="password"
            id="login-password"
            label={t("demo.field.password")}
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton className="button button-primary button-block">{t("demo.page.login")}</SubmitButton>
        </Form>
        <p className="muted small">
          {t("demo.login.demoAccount")} <code>demo@vitrine.shop</code> / <code>vitrine-demo</code>
        </p>
      </section>
      <section className="panel auth-panel" aria-labelledby="register-teaser">
        <h2 id="register-teaser">{t("demo.page.newCustomer")}</h2>
        <p>{t("demo.login.registerTeaser")}</p>
        <Link
          className="button button-secondary"
          to={`${path("/account/register")}?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
        >
          {t("demo.page.register")}
        </Link>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "auth", action: "loginpage" } };
