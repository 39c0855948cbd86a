import { isStoreApiError, type StoreApiClient, useSnippet, useStoreApi } from "@vitrine/core";
import {
  Field,
  Form,
  type FormSubmit,
  HoneypotField,
  honeypotCaptcha,
  isHoneypotFilled,
  SubmitButton,
  TextareaField,
  useForm,
} from "@vitrine/forms";
import * as v from "valibot";
import type { CmsElementProps } from "../cms.registry";
import { cmsSnippets } from "../cms.snippets";

/** What the shop answered a form: a success text (the element's confirmation first) or the errors' texts. */
export interface CmsFormAnswer {
  messages: string[];
}

const ContactAnswerSchema = v.looseObject({ individualSuccessMessage: v.nullish(v.string()) });

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The Store API request of a `form` element's submission: `POST /contact-form` (with the slot id, so the shop
 * uses the element's receivers) or `POST /newsletter/subscribe` (`option: subscribe`).
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
  return kind === "contact"
    ? { path: "/contact-form", body: { ...fields, slotId } }
    : { path: "/newsletter/subscribe", body: { ...fields, option: "subscribe", storefrontUrl } };
}

/** Sends a `form` element's submission through the shop's Store API client; the answer's texts on both sides. */
function sender(
  client: StoreApiClient,
  kind: "contact" | "newsletter",
  slotId: string,
  success: string,
): FormSubmit<CmsFormAnswer> {
  return async ({ data }) => {
    // A filled honeypot is a bot: it gets the usual thank-you, the shop gets nothing.
    if (isHoneypotFilled(data)) return { ok: true, data: { messages: [success] }, redirect: false };
    const { path, body } = cmsFormRequest(kind, data, slotId, window.location.origin);
    try {
      const answer = await client.post(path, { body, schema: ContactAnswerSchema });
      return { ok: true, data: { messages: [answer.individualSuccessMessage || success] }, redirect: false };
    } catch (error) {
      const messages = isStoreApiError(error)
        ? error.errors.map((entry) => entry.detail ?? entry.title ?? "").filter(Boolean)
        : [];
      return {
        ok: false,
        data: {
          messages: messages.length ? messages : [isStoreApiError(error) ? error.detail : String(error)],
        },
        redirect: false,
      };
    }
  };
}

/**
 * Shopware's `form` element (`config.type` `contact` or `newsletter`): `@vitrine/forms`' fields and validation,
 * sent with the shop's Store API client; the answer's texts shown as a status or an alert. The typed input stays
 * in the form when sending fails.
 */
export function CmsForm({ slot, config }: Pick<CmsElementProps, "slot" | "config">) {
  const t = useSnippet(cmsSnippets);
  const client = useStoreApi();
  const kind = config("type") === "newsletter" ? "newsletter" : "contact";
  const confirmation = config("confirmationText");
  const success =
    typeof confirmation === "string" && confirmation.trim()
      ? confirmation
      : t(kind === "contact" ? "cms.form.contactSent" : "cms.form.newsletterSent");
  const form = useForm<CmsFormAnswer>({
    id: `cms-form-${slot.id}`,
    submit: sender(client, kind, slot.id, success),
    captcha: honeypotCaptcha,
  });
  const title = config("title");
  const heading = typeof title === "string" && title ? title : t(`cms.form.${kind}`);
  const headingId = `cms-form-${slot.id}-title`;
  const field = (name: string) => `cms-form-${slot.id}-${name}`;
  const answer = form.result;
  return (
    <section className="vitrine-cms-form" aria-labelledby={headingId} data-form-type={kind}>
      <h2 id={headingId}>{heading}</h2>
      {answer?.ok ? (
        <p role="status" className="vitrine-cms-form__success">
          {answer.data?.messages.join(" ")}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <div role="alert" className="vitrine-cms-form__error">
          {answer.data?.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Form form={form} method="post" aria-labelledby={headingId} key={answer?.ok ? "sent" : "form"}>
        <Field
          name="firstName"
          id={field("first-name")}
          label={t("cms.form.firstName")}
          autoComplete="given-name"
        />
        <Field
          name="lastName"
          id={field("last-name")}
          label={t("cms.form.lastName")}
          autoComplete="family-name"
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
        <SubmitButton>{t(kind === "contact" ? "cms.form.send" : "cms.form.subscribe")}</SubmitButton>
      </Form>
    </section>
  );
}
