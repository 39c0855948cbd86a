import * as v from "valibot";
import { errorEntry, newId, readJsonBody, StoreApiHttpError, validate } from "../commerce/http.js";
import {
  type AnyHono,
  emailSchema,
  handle,
  idSchema,
  MAX_TEXT,
  optionalString,
  requiredString,
} from "../commerce/route-kit.js";
import type { CommerceService } from "../commerce/service.js";

/** Shortest message the contact form accepts (Shopware's contact form asks for a real comment). */
export const CONTACT_COMMENT_MIN_LENGTH = 10;

const contactBody = v.object({
  salutationId: v.optional(v.nullable(idSchema)),
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
});

/** POST /contact-form: validates and stores the message; validation errors come in the Store API shape. */
export function registerContactRoutes(app: AnyHono, service: CommerceService): void {
  app.post(
    "/contact-form",
    handle(async (c) => {
      const body = validate(contactBody, await readJsonBody(c));
      const session = await service.session(c);
      if (body.captchaSession !== undefined) {
        const { rows } = await service.db.query<{ ok: boolean }>(
          `delete from commerce_captcha where token = $1 and form_id = $2 and session = $3 returning true as ok`,
          [session.token, body.formId ?? "contact", body.captchaSession],
        );
        if (!rows[0]) {
          throw new StoreApiHttpError(400, [
            errorEntry(
              400,
              "invalid_captcha",
              "The captcha session is invalid or used up.",
              "/captchaSession",
            ),
          ]);
        }
      }
      const { salutations } = await service.lookups();
      if (body.salutationId && !salutations.has(body.salutationId)) {
        throw new StoreApiHttpError(400, [
          errorEntry(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId"),
        ]);
      }
      await service.db.query(
        `insert into commerce_contact_message (id, token, salutation_id, first_name, last_name, email, phone, subject,
           comment) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          newId(),
          session.token,
          body.salutationId ?? null,
          body.firstName,
          body.lastName,
          body.email,
          body.phone ?? null,
          body.subject,
          body.comment,
        ],
      );
      return c.json({ individualSuccessMessage: "", apiAlias: "contact_form_result" });
    }),
  );
}
