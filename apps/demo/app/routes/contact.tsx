import { Form, useNavigation } from "react-router";
import * as v from "valibot";
import { ActionMessage } from "../components/ActionMessage";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { pageTitle } from "../lib/shop";
import { errorMessage, field, storeApi } from "../lib/store-api.server";
import type { Route } from "./+types/contact";

/** The contact form's answer (a CMS form may set its own success message). */
const ContactFormResultSchema = v.looseObject({ individualSuccessMessage: v.nullish(v.string()) });

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
      message: result.individualSuccessMessage || "Thank you for your message. We will get back to you soon.",
      values: null,
    };
  } catch (error) {
    return { ok: false, message: errorMessage(error, "Your message could not be sent."), values };
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = actionData?.values ?? undefined;
  return (
    <div className="container page narrow">
      <section className="panel" aria-labelledby="contact-title">
        <h1 id="contact-title">Contact</h1>
        <p className="muted">
          Questions about a product or your order? Write to us; we answer within one working day.
        </p>
        <div className="form-messages">
          <ActionMessage result={actionData} />
        </div>
        <Form method="post" className="grid-form" key={actionData?.ok ? "sent" : "form"}>
          <div className="field">
            <label htmlFor="contact-first-name">First name</label>
            <input
              id="contact-first-name"
              name="firstName"
              autoComplete="given-name"
              defaultValue={values?.firstName}
            />
          </div>
          <div className="field">
            <label htmlFor="contact-last-name">Last name</label>
            <input
              id="contact-last-name"
              name="lastName"
              autoComplete="family-name"
              defaultValue={values?.lastName}
            />
          </div>
          <div className="field">
            <label htmlFor="contact-email">Email address</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
            />
          </div>
          <div className="field">
            <label htmlFor="contact-phone">Phone (optional)</label>
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values?.phone}
            />
          </div>
          <div className="field field-wide">
            <label htmlFor="contact-subject">Subject</label>
            <input id="contact-subject" name="subject" required defaultValue={values?.subject} />
          </div>
          <div className="field field-wide">
            <label htmlFor="contact-comment">Your message</label>
            <textarea id="contact-comment" name="comment" rows={6} required defaultValue={values?.comment} />
          </div>
          <button
            type="submit"
            className="button button-primary field-wide"
            disabled={navigation.state === "submitting"}
          >
            Send message
          </button>
        </Form>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
