import { Hono } from "hono";
import * as v from "valibot";
import { FormsService } from "../commerce/forms.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { emailSchema, MAX_TEXT, optionalIdSchema, optionalString, requiredString } from "../validation.js";

/** Shortest message the contact form accepts (Shopware's contact form asks for a real comment). */
export const CONTACT_COMMENT_MIN_LENGTH = 10;

const contactBody = v.object({
  salutationId: optionalIdSchema,
  firstName: requiredString(),
  lastName: requiredString(),
  email: emailSchema,
  phone: optionalString(40),
  subject: requiredString(),
  comment: v.pipe(
    v.string("must be a string"),
    v.trim(),
    v.minLength(
      CONTACT_COMMENT_MIN_LENGTH,
      `The message must have at least ${CONTACT_COMMENT_MIN_LENGTH} characters.`,
    ),
    v.maxLength(MAX_TEXT, `This value is too long. It should have ${MAX_TEXT} characters or less.`),
  ),
  navigationId: v.optional(v.nullable(v.string())),
  slotId: v.optional(v.nullable(v.string())),
  cmsPageType: v.optional(v.nullable(v.string())),
  entityName: v.optional(v.nullable(v.string())),
  /** The session of a passed basic captcha (POST /vitrine/captcha/basic/validate), when the form uses one. */
  captchaSession: v.optional(v.string()),
  formId: v.optional(v.string()),
  /** ALTCHA's payload (GET /vitrine/captcha/altcha, solved by the widget). */
  altcha: v.optional(v.pipe(v.string(), v.maxLength(10_000, "This value is too long."))),
  /** A reCAPTCHA token, v3 (Shopware's field) or v2 (Google's). */
  _grecaptcha_v3: v.optional(v.pipe(v.string(), v.maxLength(4_000, "This value is too long."))),
  "g-recaptcha-response": v.optional(v.pipe(v.string(), v.maxLength(4_000, "This value is too long."))),
});

/** POST /contact-form: validates and stores the message; validation errors come in the Store API shape. */
export function contactRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const forms = new FormsService(service);
  app.post("/contact-form", async (c) => {
    const body = parseWith(contactBody, await readJsonObject(c));
    await forms.sendContactMessage(await service.session(c), body);
    return c.json({ individualSuccessMessage: "", apiAlias: "contact_form_result" });
  });
  return app;
}
