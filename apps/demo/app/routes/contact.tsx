import {
  Field,
  Form,
  HoneypotField,
  honeypotCaptcha,
  isHoneypotFilled,
  SubmitButton,
  TextareaField,
} from "@vitrine/forms";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { answerOf, useActionForm } from "../lib/forms";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/contact";

/** The contact form's answer (a CMS form may set its own success message). */
const ContactFormResultSchema = v.looseObject({ individualSuccessMessage: v.nullish(v.string()) });

const SENT = "Thank you for your message. We will get back to you soon.";

export function meta() {
  return [{ title: pageTitle("Contact") }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    firstName: field(form, "firstName"),
    lastName: field(form, "lastName"),
    email: field(form, "email"),
    phone: field(form, "phone"),
    subject: field(form, "subject"),
    comment: field(form, "comment"),
  };
  // A filled honeypot is a bot: it gets the usual thank-you, the shop gets nothing.
  if (isHoneypotFilled(form)) return { ok: true, message: SENT, values: null };
  if (!values.email || !values.subject || !values.comment) {
    return { ok: false, message: "Please fill in your email address, a subject and your message.", values };
  }
  try {
    const result = await storeApi(context).post("/contact-form", {
      body: values,
      schema: ContactFormResultSchema,
    });
    return {
      ok: true,
      message: result.individualSuccessMessage || SENT,
      values: null,
    };
  } catch (error) {
    return { ok: false, message: errorMessage(error, "Your message could not be sent."), values };
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const form = useActionForm<{ ok: boolean; message: string }>({
    id: "contact",
    persist: true,
    captcha: honeypotCaptcha,
  });
  const answer = answerOf(form, actionData);
  // Without JavaScript the action echoes the values back; after a success the form starts empty.
  const values = actionData?.values ?? undefined;
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="contact-title">
        <h1 id="contact-title">Contact</h1>
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
            defaultValue={values?.firstName}
          />
          <Field
            name="lastName"
            id="contact-last-name"
            label="Last name"
            autoComplete="family-name"
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
          <SubmitButton className="button button-primary field-wide">Send message</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
