import { Form, SubmitButton } from "@vitrine/forms";
import { redirect } from "react-router";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { requireCheckoutCustomer } from "../lib/cart.server";
import { answerOf, useActionForm } from "../lib/forms";
import { pagePath } from "../lib/language.server";
import { noindexMeta } from "../lib/seo/meta";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, storeApi, toRouteError } from "../lib/store-api.server";
import type { Route } from "./+types/card-challenge";

const ChallengeSchema = v.looseObject({ id: v.string(), orderId: v.string(), cardName: v.string() });
const AnswerSchema = v.looseObject({ redirectUrl: v.string() });

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(metaTitle(matches, "demo.challenge.title"));
}

/** The stand-in gateway's 3-D Secure step (the bank's page of a real provider), on the demo's own origin. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireCheckoutCustomer(context);
  const challenge = await storeApi(context)
    .get("/vitrine/card-payment/challenge/{id}", { params: { id: params.chargeId }, schema: ChallengeSchema })
    .catch((error: unknown) => toRouteError(error));
  return { ...challenge, snippets: routeSnippets(context, "cardChallenge") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireCheckoutCustomer(context);
  const form = await request.formData();
  let target: string;
  try {
    const answer = await storeApi(context).post("/vitrine/card-payment/challenge/{id}", {
      params: { id: params.chargeId },
      body: { approve: field(form, "answer") === "approve" },
      schema: AnswerSchema,
    });
    target = answer.redirectUrl;
  } catch (error) {
    return { ok: false, message: errorMessage(error, pageText(context)("demo.challenge.failed")) };
  }
  // Only a page of this shop (the gateway answers the shop's own finish or error URL).
  const url = new URL(target, request.url);
  throw redirect(
    url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : pagePath(context, "/"),
  );
}

export default function CardChallengePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const form = useActionForm<{ ok: boolean; message: string }>({ id: "cardChallengeForm" });
  const answer = answerOf(form, actionData);
  return (
    <div className="container page narrow">
      <header className="page-head">
        <h1>{t("demo.challenge.title")}</h1>
      </header>
      <div className="form-messages">
        <ActionMessage result={answer} />
      </div>
      <section className="panel" aria-labelledby="challenge-title">
        <h2 id="challenge-title">{t("demo.challenge.check")}</h2>
        <p>{t("demo.challenge.text", { card: loaderData.cardName })}</p>
        <p className="muted small">{t("demo.challenge.standIn")}</p>
        <Form form={form} method="post" className="button-row">
          <SubmitButton name="answer" value="approve" className="button button-primary">
            {t("demo.challenge.confirm")}
          </SubmitButton>
          <SubmitButton name="answer" value="refuse" className="button button-secondary">
            {t("demo.challenge.cancel")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
