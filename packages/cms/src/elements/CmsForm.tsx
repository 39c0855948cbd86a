import { isStoreApiError, type StoreApiClient, useSnippet, useStoreApi } from "@vitrine/core";
import {
  Field,
  Form,
  type FormCaptcha,
  type FormSubmit,
  HoneypotField,
  honeypotCaptcha,
  isHoneypotFilled,
  SubmitButton,
  TextareaField,
  useForm,
} from "@vitrine/forms";
import { type ReactNode, useEffect } from "react";
import type { CmsElementProps } from "../cms.registry";
import { cmsFormSnippets } from "../cmsForm.snippets";

/**
 * One alert of a form's answer, as Shopware's CMS form handler gets them: `danger` and `info` are shown as an
 * alert box, any other type (`success`) as the confirmation text.
 */
export interface CmsFormAlert {
  type: string;
  alert: string;
}

/** What the shop answered a form: its alerts (an empty list reloads the page) and the errors of its fields. */
export interface CmsFormAnswer {
  alerts: CmsFormAlert[];
  /** A refused field's message by field name (from the error's `source.pointer`), shown at the field. */
  fieldErrors?: Record<string, string>;
}

/** The captcha a shop gives its CMS forms: the form's captcha (for `useForm`) and the field it shows. */
export interface CmsFormCaptcha {
  captcha: FormCaptcha;
  field: ReactNode;
}

declare module "../cms.registry" {
  interface CmsContext {
    /**
     * The shop's captcha for CMS forms, a hook called with the form's id (e.g. ALTCHA from
     * `@vitrine/forms/altcha`, the basic captcha); without it the forms have the honeypot only.
     */
    useFormCaptcha?: (formId: string) => CmsFormCaptcha;
  }
}

/** The fields a captcha adds to a submission (ALTCHA, basic captcha session, reCAPTCHA v3 and v2 tokens). */
const CAPTCHA_FIELDS = ["altcha", "captchaSession", "formId", "_grecaptcha_v3", "g-recaptcha-response"];

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The Store API request of a `form` element's submission: `POST /contact-form` (with the slot id, so the shop
 * uses the element's receivers) or `POST /newsletter/subscribe` (`option: subscribe`), each with the captcha's
 * proof when the form has one.
 */
export function cmsFormRequest(
  kind: "contact" | "newsletter",
  data: FormData,
  slotId: string,
  storefrontUrl: string,
): { path: "/contact-form" | "/newsletter/subscribe"; body: Record<string, string> } {
  const names =
    kind === "contact"
      ? ["firstName", "lastName", "email", "phone", "subject", "comment"]
      : ["firstName", "lastName", "email"];
  const fields = Object.fromEntries(names.map((name) => [name, text(data, name)]));
  const proof = Object.fromEntries(
    CAPTCHA_FIELDS.flatMap((name) => (text(data, name) ? [[name, text(data, name)]] : [])),
  );
  return kind === "contact"
    ? { path: "/contact-form", body: { ...fields, ...proof, slotId } }
    : { path: "/newsletter/subscribe", body: { ...fields, ...proof, option: "subscribe", storefrontUrl } };
}

/** The alerts of a Store API error: each error's text as a `danger` alert. */
function errorAlerts(error: unknown): CmsFormAlert[] {
  const texts = isStoreApiError(error)
    ? error.errors.map((entry) => entry.detail ?? entry.title ?? "").filter(Boolean)
    : [];
  const all = texts.length ? texts : [isStoreApiError(error) ? error.detail : String(error)];
  return all.map((alert) => ({ type: "danger", alert }));
}

/**
 * The alerts of a successful answer: the contact form's success message (the element's confirmation first); a
 * newsletter subscription's confirmation, or an `info` alert when the address was subscribed already
 * (status `optIn` or `direct`); an answer that is neither (no body) gives none: the page reloads.
 */
export function cmsFormAlerts(
  kind: "contact" | "newsletter",
  answer: unknown,
  texts: { success: string; active: string },
): CmsFormAlert[] {
  if (!answer || typeof answer !== "object") return [];
  const body = answer as { individualSuccessMessage?: unknown; success?: unknown; status?: unknown };
  if (kind === "contact") {
    const own = typeof body.individualSuccessMessage === "string" ? body.individualSuccessMessage : "";
    return [{ type: "success", alert: own || texts.success }];
  }
  if (body.success !== true) return [];
  return body.status === "optIn" || body.status === "direct"
    ? [{ type: "info", alert: texts.active }]
    : [{ type: "success", alert: texts.success }];
}

/** Sends a `form` element's submission through the shop's Store API client; the answer as alerts. */
function sender(
  client: StoreApiClient,
  kind: "contact" | "newsletter",
  slotId: string,
  texts: { success: string; active: string },
): FormSubmit<CmsFormAnswer> {
  return async ({ data }) => {
    // A filled honeypot is a bot: it gets the usual thank-you, the shop gets nothing.
    if (isHoneypotFilled(data)) {
      return { ok: true, data: { alerts: [{ type: "success", alert: texts.success }] }, redirect: false };
    }
    const { path, body } = cmsFormRequest(kind, data, slotId, window.location.origin);
    try {
      const answer = await client.post(path, { body });
      return { ok: true, data: { alerts: cmsFormAlerts(kind, answer, texts) }, redirect: false };
    } catch (error) {
      const fieldErrors: Record<string, string> = {};
      if (isStoreApiError(error)) {
        for (const entry of error.errors) {
          const name = entry.source?.pointer?.replace(/^\//, "");
          if (name && name in body && entry.detail) fieldErrors[name] = entry.detail;
        }
      }
      return { ok: false, data: { alerts: errorAlerts(error), fieldErrors }, redirect: false };
    }
  };
}

/** Without a shop captcha: the honeypot alone (it is always in the form). */
function useHoneypotOnly(): CmsFormCaptcha {
  return { captcha: honeypotCaptcha, field: null };
}

/** Whether an alert is shown as an alert box (Shopware: `danger` and `info`). */
const isAlertBox = (alert: CmsFormAlert) => alert.type === "danger" || alert.type === "info";

/**
 * Shopware's `form` element (`config.type` `contact` or `newsletter`): `@vitrine/forms`' fields and validation,
 * sent with the shop's Store API client; the answer's texts shown as a status or an alert. The typed input stays
 * in the form when sending fails.
 */
export function CmsForm({
  slot,
  config,
  context,
}: Pick<CmsElementProps, "slot" | "config"> & { context?: CmsElementProps["context"] }) {
  const t = useSnippet(cmsFormSnippets);
  const client = useStoreApi();
  const kind = config("type") === "newsletter" ? "newsletter" : "contact";
  const confirmation = config("confirmationText");
  const success =
    typeof confirmation === "string" && confirmation.trim()
      ? confirmation
      : t(kind === "contact" ? "cms.form.contactSent" : "cms.form.newsletterSent");
  const formId = `cms-form-${slot.id}`;
  // The shop's captcha (the same for every page render: a hook from the page context), the honeypot besides.
  const useCaptcha = context?.useFormCaptcha ?? useHoneypotOnly;
  const { captcha, field: captchaField } = useCaptcha(formId);
  const form = useForm<CmsFormAnswer>({
    id: formId,
    submit: sender(client, kind, slot.id, { success, active: t("cms.form.newsletterActive") }),
    captcha,
  });
  const title = config("title");
  const heading = typeof title === "string" && title ? title : t(`cms.form.${kind}`);
  const headingId = `cms-form-${slot.id}-title`;
  const field = (name: string) => `cms-form-${slot.id}-${name}`;
  const alerts = form.result?.data?.alerts;
  // An answer without alerts: the page reloads (Shopware's CMS form handler does so).
  const reload = form.result?.ok === true && alerts?.length === 0;
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  // A field the shop refused shows its message at the field, tied to it.
  const fieldErrors = form.result?.data?.fieldErrors;
  const { setError } = form;
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) setError(name, message);
  }, [fieldErrors, setError]);
  const confirmations = alerts?.filter((alert) => !isAlertBox(alert)) ?? [];
  const boxes = alerts?.filter(isAlertBox) ?? [];
  const sent = form.result?.ok === true && confirmations.length > 0;
  return (
    <section className="vitrine-cms-form" aria-labelledby={headingId} data-form-type={kind}>
      <h2 id={headingId}>{heading}</h2>
      {confirmations.length ? (
        <p role="status" className="vitrine-cms-form__success">
          {confirmations.map((alert) => alert.alert).join(" ")}
        </p>
      ) : null}
      {boxes.length ? (
        <div role="alert" className="vitrine-cms-form__error">
          {boxes.map((alert, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two fields may be refused with the same text.
            <p key={index} className={`vitrine-cms-form__alert vitrine-cms-form__alert--${alert.type}`}>
              {alert.alert}
            </p>
          ))}
        </div>
      ) : null}
      <Form form={form} method="post" aria-labelledby={headingId} key={sent ? "sent" : "form"}>
        {/* Shopware's contact form asks for the name; the newsletter does not. */}
        <Field
          name="firstName"
          id={field("first-name")}
          label={t("cms.form.firstName")}
          autoComplete="given-name"
          required={kind === "contact"}
        />
        <Field
          name="lastName"
          id={field("last-name")}
          label={t("cms.form.lastName")}
          autoComplete="family-name"
          required={kind === "contact"}
        />
        <Field
          name="email"
          id={field("email")}
          label={t("cms.form.email")}
          type="email"
          autoComplete="email"
          required
        />
        {kind === "contact" ? (
          <>
            <Field
              name="phone"
              id={field("phone")}
              label={t("cms.form.phone")}
              type="tel"
              autoComplete="tel"
            />
            <Field name="subject" id={field("subject")} label={t("cms.form.subject")} required />
            <TextareaField
              name="comment"
              id={field("comment")}
              label={t("cms.form.comment")}
              rows={5}
              required
            />
          </>
        ) : null}
        <HoneypotField />
        {captchaField}
        <SubmitButton className="vitrine-cms-form__submit">
          {t(kind === "contact" ? "cms.form.send" : "cms.form.subscribe")}
        </SubmitButton>
      </Form>
    </section>
  );
}
