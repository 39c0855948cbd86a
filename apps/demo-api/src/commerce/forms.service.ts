import { randomBytes, randomInt } from "node:crypto";
import { errorEntry, StoreApiException } from "../errors.js";
import { newId } from "../validation.js";
import { type CaptchaProof, captchaGuard } from "./captchas.js";
import type { CommerceService, Session } from "./service.js";
import {
  captchaCode,
  deleteCaptcha,
  insertContactMessage,
  saveCaptcha,
  setCaptchaSession,
} from "./vitrine.store.js";

/** Characters of the basic captcha (no 0/O, 1/I/l: they are hard to tell apart). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Length of the captcha code. */
export const CAPTCHA_LENGTH = 5;

/** A validated contact form message, with the proof of its captcha. */
export interface ContactInput extends CaptchaProof {
  salutationId?: string | null | undefined;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  subject: string;
  comment: string;
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

  /** A signed ALTCHA challenge (beyond Shopware) for a protected form's widget. */
  altchaChallenge() {
    return this.guard().altchaChallenge();
  }

  /** The token the demo's reCAPTCHA stand-in hands the page, as Google's `execute` or checkbox would. */
  recaptchaToken(siteKey: string, score?: number): Promise<string> {
    return this.guard().recaptchaToken(siteKey, score);
  }

  private guard() {
    return captchaGuard(this.service, this.service.db, () => this.service.now());
  }

  /** Stores a contact form message (its captcha proof must pass and is used up; the salutation must be known). */
  async sendContactMessage(session: Session, body: ContactInput): Promise<void> {
    const service = this.service;
    // The contact form is protected by the shop's captcha (its setting: ALTCHA, the basic captcha or reCAPTCHA v2
    // or v3), which must have been passed; each proof works once.
    const settings = service.settings(session.token);
    const refusal = await this.guard().check(session.token, body, {
      kind: settings.captcha,
      recaptchaThresholdScore: settings.recaptchaThresholdScore,
      recaptchaSecretKey: settings.recaptchaSecretKey,
    });
    if (refusal) {
      throw new StoreApiException(400, [
        errorEntry(
          400,
          "invalid_captcha",
          refusal === "missing"
            ? "Please confirm that you are not a robot."
            : "The captcha is invalid or used up. Please try again.",
          "/captcha",
        ),
      ]);
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
