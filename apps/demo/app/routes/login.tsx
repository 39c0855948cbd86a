import { Form, Link, redirect, useNavigation } from "react-router";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { afterLoginPath, safeRedirect } from "../lib/account.server";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, optional, readContext, storeApi } from "../lib/store-api.server";
import type { PageHandle } from "../lib/wishlist";
import type { Route } from "./+types/login";

export function meta() {
  return [{ title: pageTitle("Log in") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = afterLoginPath(request);
  const shopContext = await optional(readContext(context), null);
  if (shopContext?.customer && !shopContext.customer.guest) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, "email");
  const password = typeof form.get("password") === "string" ? String(form.get("password")) : "";
  const redirectTo = safeRedirect(field(form, "redirectTo"), new URL(request.url).origin);
  if (!email || !password) return { error: "Please enter your email address and password.", email };
  try {
    // The login answers with a new context token; the client hands it to server.mjs, which sets the cookie.
    await storeApi(context).post("/account/login", { body: { username: email, password } });
  } catch (error) {
    return { error: errorMessage(error, "The email address or password is not correct."), email };
  }
  throw redirect(redirectTo);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="container page auth-layout">
      <section className="panel auth-panel" aria-labelledby="login-title">
        <h1 id="login-title">Log in</h1>
        <p className="muted">Log in with your email address and password.</p>
        {actionData?.error ? (
          <p role="alert" className="notice notice-danger">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="stack-form">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <div className="field">
            <label htmlFor="login-email">Email address</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={actionData?.email}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={navigation.state === "submitting"}
          >
            Log in
          </button>
        </Form>
        <p className="muted small">
          Demo account: <code>demo@vitrine.shop</code> / <code>vitrine-demo</code>
        </p>
      </section>
      <section className="panel auth-panel" aria-labelledby="register-teaser">
        <h2 id="register-teaser">New customer?</h2>
        <p>Create an account to check out faster, keep a wishlist and see your orders.</p>
        <Link
          className="button button-secondary"
          to={`/account/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
        >
          Create an account
        </Link>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

/** The page's identity (Shopware's controller/action), sent with `page:view`. */
export const handle: PageHandle = { page: { controller: "auth", action: "loginpage" } };
