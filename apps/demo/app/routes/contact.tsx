import { isStoreApiError } from "@vitrine/core";
import { Field, Form, HoneypotField, isHoneypotFilled, SubmitButton, TextareaField } from "@vitrine/forms";
import { AltchaCaptcha, useAltchaCaptcha } from "@vitrine/forms/altcha";
import {
  BASIC_CAPTCHA_FIELD,
  BASIC_CAPTCHA_REFRESH,
  BasicCaptcha,
  BasicCaptchaFallback,
  basicCaptchaSnippets,
  useBasicCaptcha,
  validateBasicCaptcha,
} from "@vitrine/forms/basic-captcha";
import { RecaptchaCaptcha, useRecaptcha } from "@vitrine/forms/recaptcha";
import { useRouteLoaderData, useSearchParams } from "react-router";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { ALTCHA_OPTIONS } from "../lib/captcha";
import { answerOf, useActionForm } from "../lib/forms";
import { pageTitle } from "../lib/shop";
import { useDemoSnippet } from "../lib/snippets";
import { errorMessage, field, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/contact";

/** The contact form's answer (a CMS form may set its own success message). */
const ContactFormResultSchema = v.looseObject({ individualSuccessMessage: v.nullish(v.string()) });

/** The fields a captcha adds to the form: ALTCHA's payload, the basic captcha's session, a reCAPTCHA token. */
const CAPTCHA_FIELDS = ["altcha", "captchaSession", "formId", "_grecaptcha_v3", "g-recaptcha-response"];

const SENT = "Thank you for your message. We will get back to you soon.";

/** The form id of the contact form's basic captcha (its image and session belong to it). */
const CAPTCHA_FORM_ID = "contact";

/** Whether the Store API refused a captcha (a wrong code, a used session, no proof at all). */
const isCaptchaRefusal = (error: unknown) =>
  isStoreApiError(error) && error.errors.some((entry) => entry.code === "invalid_captcha");

export function meta() {
  return [{ title: pageTitle("Contact") }];
}

/**
 * The demo's reCAPTCHA: the shop's site key (RECAPTCHA_SITE_KEY) with Google's script, or, in the demo's own
 * tests (DEMO_RECAPTCHA_STAND_IN=1), the stand-in script the demo serves from its origin.
 */
export function loader() {
  const standIn = process.env.DEMO_RECAPTCHA_STAND_IN === "1";
  return {
    recaptcha: {
      siteKey: process.env.RECAPTCHA_SITE_KEY ?? "vitrine-demo",
      standIn,
    },
  };
}

/** The captchas the demo's contact form can show (`?captcha=`); ALTCHA by default. */
type ContactCaptchaKind = "altcha" | "basic" | "recaptcha";

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
  // A filled honeypot is a bot: it gets the usual thank-you, the shop gets nothing.
  if (isHoneypotFilled(form)) return { ok: true, message: SENT, values: null };
  if (!values.email || !values.subject || !values.comment) {
    return { ok: false, message: "Please fill in your email address, a subject and your message.", values };
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
      message: result.individualSuccessMessage || SENT,
      values: null,
    };
  } catch (error) {
    if (isCaptchaRefusal(error) && !proof.altcha && !proof["g-recaptcha-response"]) {
      const message = basicCaptchaSnippets["forms.captcha.basic.invalid"] ?? "";
      return { ok: false, message, values, captchaError: message };
    }
    return { ok: false, message: errorMessage(error, "Your message could not be sent."), values };
  }
}

export default function ContactPage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useDemoSnippet();
  const [search] = useSearchParams();
  const requested = search.get("captcha");
  const kind: ContactCaptchaKind = requested === "basic" || requested === "recaptcha" ? requested : "altcha";
  const accessKey = useRouteLoaderData<{ accessKey: string }>("root")?.accessKey ?? "";
  // Every provider is set up (hooks in a fixed order); only the chosen one renders and loads its script.
  const altcha = useAltchaCaptcha(ALTCHA_OPTIONS);
  const basic = useBasicCaptcha({ formId: "contact" });
  const recaptcha = useRecaptcha({
    siteKey: loaderData.recaptcha.siteKey,
    version: "v2-checkbox",
    ...(loaderData.recaptcha.standIn
      ? { scriptUrl: `/recaptcha-stand-in.js?accessKey=${encodeURIComponent(accessKey)}` }
      : {}),
  });
  const captcha = { altcha: altcha.captcha, basic: basic.captcha, recaptcha: recaptcha.captcha }[kind];
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
        <p className="muted">
          Questions about a product or your order? Write to us; we answer within one working day.
        </p>
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
            label="First name"
            autoComplete="given-name"
            required
            defaultValue={values?.firstName}
          />
          <Field
            name="lastName"
            id="contact-last-name"
            label="Last name"
            autoComplete="family-name"
            required
            defaultValue={values?.lastName}
          />
          <Field
            name="email"
            id="contact-email"
            label="Email address"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email}
          />
          <Field
            name="phone"
            id="contact-phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            defaultValue={values?.phone}
          />
          <Field
            className="field-wide"
            name="subject"
            id="contact-subject"
            label="Subject"
            required
            defaultValue={values?.subject}
          />
          <TextareaField
            className="field-wide"
            name="comment"
            id="contact-comment"
            label="Your message"
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
          {kind === "altcha" ? <AltchaCaptcha control={altcha} className="field-wide" /> : null}
          {kind === "basic" ? <BasicCaptcha control={basic} className="field-wide" /> : null}
          {kind === "recaptcha" ? <RecaptchaCaptcha control={recaptcha} className="field-wide" /> : null}
          <SubmitButton className="button button-primary field-wide">Send message</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
