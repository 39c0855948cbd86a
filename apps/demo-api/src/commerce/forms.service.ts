import { randomBytes, randomInt } from "node:crypto";
import { errorEntry, StoreApiException } from "../errors.js";
import { newId } from "../validation.js";
import type { CommerceService, Session } from "./service.js";
import {
  captchaCode,
  consumeCaptchaSession,
  deleteCaptcha,
  insertContactMessage,
  saveCaptcha,
  setCaptchaSession,
} from "./vitrine.store.js";

/** Characters of the basic captcha (no 0/O, 1/I/l: they are hard to tell apart). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Length of the captcha code. */
export const CAPTCHA_LENGTH = 5;

/** A validated contact form message. */
export interface ContactInput {
  salutationId?: string | null | undefined;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  subject: string;
  comment: string;
  /** The session of a passed basic captcha, when the form uses one. */
  captchaSession?: string | undefined;
  formId?: string | undefined;
}

/** Vitrine's forms: the basic captcha (a code per context and form, a session once solved) and the contact form. */
export class FormsService {
  constructor(private readonly service: CommerceService) {}

  /** A new captcha code for a session and form (an earlier code and its session are replaced). */
  async newCaptcha(session: Session, formId: string): Promise<string> {
    const code = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join(
      "",
    );
    await saveCaptcha(this.service.db, session.token, formId, code);
    return code;
  }

  /** Checks a guess; a right one answers the captcha session the form sends, a wrong one uses the code up (400). */
  async validateCaptcha(session: Session, formId: string, guess: string): Promise<string> {
    const db = this.service.db;
    const expected = await captchaCode(db, session.token, formId);
    if (!expected || expected !== guess.trim().toUpperCase()) {
      // A wrong guess uses the code up: the shopper gets a new image (SPEC: invalid_captcha reloads it).
      await deleteCaptcha(db, session.token, formId);
      throw new StoreApiException(400, [
        errorEntry(400, "invalid_captcha", "The captcha is invalid. Please try again.", "/captcha"),
      ]);
    }
    const sessionId = randomBytes(16).toString("hex");
    await setCaptchaSession(db, session.token, formId, sessionId);
    return sessionId;
  }

  /** Stores a contact form message (a sent captcha session must be valid and is used up; salutation known). */
  async sendContactMessage(session: Session, body: ContactInput): Promise<void> {
    const service = this.service;
    if (body.captchaSession !== undefined) {
      if (
        !(await consumeCaptchaSession(
          service.db,
          session.token,
          body.formId ?? "contact",
          body.captchaSession,
        ))
      ) {
        throw new StoreApiException(400, [
          errorEntry(400, "invalid_captcha", "The captcha session is invalid or used up.", "/captchaSession"),
        ]);
      }
    }
    const { salutations } = await service.lookups();
    if (body.salutationId && !salutations.has(body.salutationId)) {
      throw new StoreApiException(400, [
        errorEntry(400, "VIOLATION::SALUTATION_NOT_FOUND", "Unknown salutation.", "/salutationId"),
      ]);
    }
    await insertContactMessage(service.db, {
      id: newId(),
      token: session.token,
      salutationId: body.salutationId ?? null,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone ?? null,
      subject: body.subject,
      comment: body.comment,
    });
  }
}
