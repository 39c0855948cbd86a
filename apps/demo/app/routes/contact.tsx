import { isStoreApiError } from "@vitrine/core";
import { Field, Form, HoneypotField, isHoneypotFilled, SubmitButton, TextareaField } from "@vitrine/forms";
import {
  BASIC_CAPTCHA_FIELD,
  BASIC_CAPTCHA_REFRESH,
  BasicCaptchaFallback,
  basicCaptchaSnippets,
  validateBasicCaptcha,
} from "@vitrine/forms/basic-captcha";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { useShopCaptcha } from "../lib/captcha";
import { answerOf, useActionForm } from "../lib/forms";
import { metaTitle } from "../lib/seo/route-meta";
import { useDemoSnippet } from "../lib/snippets";
import { pageText, routeSnippets } from "../lib/snippets.server";
import { errorMessage, field, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/contact";

/** The contact form's answer (a CMS form may set its own success message). */
const ContactFormResultSchema = v.looseObject({ individualSuccessMessage: v.nullish(v.string()) });

/** The fields a captcha adds to the form: ALTCHA's payload, the basic captcha's session, a reCAPTCHA token. */
const CAPTCHA_FIELDS = ["altcha", "captchaSession", "formId", "_grecaptcha_v3", "g-recaptcha-response"];

/** The form id of the contact form's basic captcha (its image and session belong to it). */
const CAPTCHA_FORM_ID = "contact";

/** Whether the Store API refused a captcha (a wrong code, a used session, no proof at all). */
const isCaptchaRefusal = (error: unknown) =>
  isStoreApiError(error) && error.errors.some((entry) => entry.code === "invalid_captcha");

/** The page's own texts (the frame's come with the root's data). */
export function loader({ context }: Route.LoaderArgs) {
  return { snippets: routeSnippets(context, "contact") };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaTitle(matches, "demo.page.contact") }];
}

/** The contact action's answer: the message, the values to show again, the captcha's own error. */
interface ContactAnswer {
  ok: boolean;
  message: string;
  values: Record<string, string> | null;
  /** The basic captcha's error without JavaScript (tied to its field). */
  captchaError?: string;
  /** Changes with every answer: the form without JavaScript shows a new captcha image. */
  round?: number;
}

export async function action(args: Route.ActionArgs): Promise<ContactAnswer> {
  return { ...(await sendContact(args)), round: Date.now() };
}

async function sendContact({ request, context }: Route.ActionArgs): Promise<ContactAnswer> {
  const form = await request.formData();
  const values = {
    firstName: field(form, "firstName"),
    lastName: field(form, "lastName"),
    email: field(form, "email"),
    phone: field(form, "phone"),
    subject: field(form, "subject"),
    comment: field(form, "comment"),
  };
  // The captcha's proof goes along to the backend, which checks it (POST /contact-form answers invalid_captcha).
  const proof: Record<string, string> = Object.fromEntries(
    CAPTCHA_FIELDS.flatMap((name) => (field(form, name) ? [[name, field(form, name)]] : [])),
  );
  // Without JavaScript a new captcha image is one more post of the form: the typed values come back.
  if (field(form, BASIC_CAPTCHA_REFRESH)) return { ok: true, message: "", values };
  const t = pageText(context);
  const sent = t("demo.contact.sent");
  // A filled honeypot is a bot: it gets the usual thank-you, the shop gets nothing.
  if (isHoneypotFilled(form)) return { ok: true, message: sent, values: null };
  if (!values.email || !values.subject || !values.comment) {
    return { ok: false, message: t("demo.contact.required"), values };
  }
  const client = storeApi(context);
  try {
    // Posted without JavaScript: the basic captcha's code is pre-checked here, its session goes with the form.
    const code = field(form, BASIC_CAPTCHA_FIELD);
    if (code && Object.keys(proof).length === 0) {
      proof.captchaSession = await validateBasicCaptcha(client, CAPTCHA_FORM_ID, code);
      proof.formId = CAPTCHA_FORM_ID;
    }
    const result = await client.post("/contact-form", {
      body: { ...values, ...proof },
      schema: ContactFormResultSchema,
    });
    return {
      ok: true,
      message: result.individualSuccessMessage || sent,
      values: null,
    };
  } catch (error) {
    if (isCaptchaRefusal(error) && !proof.altcha && !proof["g-recaptcha-response"] && !proof._grecaptcha_v3) {
      const message = basicCaptchaSnippets["forms.captcha.basic.invalid"] ?? "";
      return { ok: false, message, values, captchaError: message };
    }
    return { ok: false, message: errorMessage(error, t("demo.contact.failed")), values };
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  // The shop's captcha (its setting: ALTCHA by default, the basic captcha, reCAPTCHA v2 or v3).
  const { captcha, field: captchaField } = useShopCaptcha(CAPTCHA_FORM_ID, "field-wide");
  const form = useActionForm<{ ok: boolean; message: string }>({
    id: "contact",
    persist: true,
    captcha,
  });
  const answer = answerOf(form, actionData);
  // Without JavaScript the action echoes the values back; after a success the form starts empty.
  const values = actionData?.values ?? undefined;
  // Each answer of the action shows a new image in the form without JavaScript (the old code is used up).
  const round = actionData?.round ?? 0;
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="contact-title">
        <h1 id="contact-title">{t("demo.page.contact")}</h1>
        <p className="muted">{t("demo.contact.intro")}</p>
        <div className="form-messages">
          <ActionMessage result={answer} />
        </div>
        <Form
          form={form}
          method="post"
          className="grid-form"
          aria-labelledby="contact-title"
          key={answer?.ok ? "sent" : "form"}
        >
          <Field
            name="firstName"
            id="contact-first-name"
            label={t("demo.field.firstName")}
            autoComplete="given-name"
            required
            defaultValue={values?.firstName}
          />
          <Field
            name="lastName"
            id="contact-last-name"
            label={t("demo.field.lastName")}
            autoComplete="family-name"
            required
            defaultValue={values?.lastName}
          />
          <Field
            name="email"
            id="contact-email"
            label={t("demo.field.email")}
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email}
          />
          <Field
            name="phone"
            id="contact-phone"
            label={t("demo.contact.phone")}
            type="tel"
            autoComplete="tel"
            defaultValue={values?.phone}
          />
          <Field
            className="field-wide"
            name="subject"
            id="contact-subject"
            label={t("demo.contact.subject")}
            required
            defaultValue={values?.subject}
          />
          <TextareaField
            className="field-wide"
            name="comment"
            id="contact-comment"
            label={t("demo.contact.message")}
            rows={6}
            required
            defaultValue={values?.comment}
          />
          <HoneypotField />
          {/* Without JavaScript: the basic captcha, pre-checked by the action (the hydrated page shows its own). */}
          <BasicCaptchaFallback
            className="field-wide"
            id="contact-captcha"
            imageUrl={`/captcha/basic?formId=${CAPTCHA_FORM_ID}&round=${round}`}
            error={actionData?.captchaError}
          />
          {captchaField}
          <SubmitButton className="button button-primary field-wide">{t("demo.contact.send")}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
