import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Challenge, createChallenge, type Payload, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { CaptchaKind } from "../shop-settings.js";
import type { Db } from "./store.js";
import { consumeCaptchaSession, sharedSecret, useOnce } from "./vitrine.store.js";

/**
 * ALTCHA's proof of work in the demo: SHA-256, a one-byte key prefix (about 256 tries) and a low cost, so a
 * browser solves it in a moment; a real shop raises `ALTCHA_COST` (or switches to PBKDF2/Argon2).
 */
export const ALTCHA_ALGORITHM = "SHA-256";
/** Iterations per try (the v2 protocol's cost; v1 called the difficulty `maxnumber`). */
export const ALTCHA_COST = 50;
/** How long a challenge may be solved and sent (ms). */
export const ALTCHA_TTL_MS = 10 * 60_000;
/** How long a reCAPTCHA stand-in token is accepted (Google's: two minutes). */
export const RECAPTCHA_TTL_MS = 2 * 60_000;

/** The form fields that carry a captcha's proof to `POST /contact-form`. */
export interface CaptchaProof {
  /** ALTCHA's payload (base64 JSON of challenge and solution), as the widget sends it. */
  altcha?: string | undefined;
  /** The session of a passed basic captcha (`POST /vitrine/captcha/basic/validate`). */
  captchaSession?: string | undefined;
  /** The form the basic captcha belongs to. */
  formId?: string | undefined;
  /** A reCAPTCHA v3 token (Shopware's field name). */
  _grecaptcha_v3?: string | undefined;
  /** A reCAPTCHA v2 token (Google's field name). */
  "g-recaptcha-response"?: string | undefined;
}

/** Why a proof was refused: none given, or the given one does not hold. */
export type CaptchaRefusal = "missing" | "invalid";

/**
 * Google's siteverify answer (https://developers.google.com/recaptcha/docs/verify): `success`, for v3 the
 * `score` (0.0 bot … 1.0 human) and `action`, and the `error-codes` of a refusal (`missing-input-response`,
 * `invalid-input-response`, `timeout-or-duplicate`, …).
 */
export interface SiteVerifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  "error-codes"?: string[];
}

/** Google's `POST https://www.google.com/recaptcha/api/siteverify` (form fields `secret`, `response`). */
export type SiteVerify = (request: { secret: string; response: string }) => Promise<SiteVerifyAnswer>;

/** Google's siteverify endpoint. */
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/**
 * Google's siteverify, for a shop with its own reCAPTCHA keys (RECAPTCHA_SECRET_KEY): the form-encoded `secret` and
 * `response` posted to Google, its JSON answer returned. Google out of reach is a refusal
 * (`siteverify-unreachable`), never an error of the protected route.
 */
export function googleSiteVerify(fetchImpl: typeof fetch = fetch): SiteVerify {
  return async ({ secret, response }) => {
    try {
      const answer = await fetchImpl(SITEVERIFY_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret, response }).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!answer.ok) return { success: false, "error-codes": ["siteverify-unreachable"] };
      return (await answer.json()) as SiteVerifyAnswer;
    } catch {
      return { success: false, "error-codes": ["siteverify-unreachable"] };
    }
  };
}

/** The score the demo's stand-in gives a token unless asked for another (a person, as Google would judge). */
export const RECAPTCHA_STAND_IN_SCORE = 0.9;

/**
 * The demo's captchas (SPEC sections 3 and 7, issue 18 item 7, issue 44 item 7): ALTCHA challenges created and
 * verified with altcha-lib, the basic captcha's sessions, and reCAPTCHA tokens checked through siteverify (the
 * demo's stand-in of Google's service signs the tokens its script hands out and answers as Google does; a real
 * shop passes Google's siteverify instead). Each proof is good once. The signing
 * key and the used proofs live in the database (issue 46 item 2): a challenge one backend process handed out is
 * verified by any other, and used once over all of them.
 */
export class CaptchaGuard {
  private secretValue: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The HMAC key of the captchas: made once per database, at first use (never in a seed snapshot). */
  private secret(): Promise<string> {
    this.secretValue ??= sharedSecret(this.db, "captcha", () => randomBytes(32).toString("hex"));
    return this.secretValue;
  }

  /** A new signed ALTCHA challenge. */
  async altchaChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      deriveKey,
      expiresAt: new Date(this.now().getTime() + ALTCHA_TTL_MS),
      hmacSignatureSecret: await this.secret(),
    });
  }

  /** Whether an ALTCHA payload solves a challenge of ours that has not expired nor been used. */
  async verifyAltcha(payload: string): Promise<boolean> {
    let parsed: Payload;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Payload;
    } catch {
      return false;
    }
    if (!parsed?.challenge?.parameters || !parsed.solution) return false;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: await this.secret(),
      });
      return (
        result.verified && (await this.useOnce(`altcha:${parsed.challenge.parameters.nonce}`, ALTCHA_TTL_MS))
      );
    } catch {
      return false;
    }
  }

  /**
   * A token of the reCAPTCHA stand-in: what Google's `execute` / checkbox would hand the page, with the score
   * Google's siteverify will answer for it (a test may ask for a bot's low score).
   */
  async recaptchaToken(siteKey: string, score = RECAPTCHA_STAND_IN_SCORE): Promise<string> {
    const body = Buffer.from(
      JSON.stringify({ siteKey, score, at: this.now().getTime(), id: randomBytes(8).toString("hex") }),
    ).toString("base64url");
    return `${body}.${await this.sign(body)}`;
  }

  /**
   * The demo's stand-in of Google's siteverify (Google cannot be reached from the demo): the documented answer
   * for a token the stand-in signed, refusals included — `missing-input-response`, `invalid-input-response` for
   * a token it did not sign, `timeout-or-duplicate` for one older than two minutes or used before.
   */
  /** Google's siteverify (replaceable, e.g. by a test's fake Google). */
  siteVerifyGoogle: SiteVerify = googleSiteVerify();

  readonly siteVerifyStandIn: SiteVerify = async ({ response }) => {
    if (!response) return { success: false, "error-codes": ["missing-input-response"] };
    const [body, signature] = response.split(".");
    const invalid: SiteVerifyAnswer = { success: false, "error-codes": ["invalid-input-response"] };
    if (!body || !signature) return invalid;
    const expected = Buffer.from(await this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
    const { at, score } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      at: number;
      score?: number;
    };
    const fresh =
      this.now().getTime() - at <= RECAPTCHA_TTL_MS &&
      (await this.useOnce(`recaptcha:${body}`, RECAPTCHA_TTL_MS));
    if (!fresh) return { success: false, "error-codes": ["timeout-or-duplicate"] };
    return {
      success: true,
      score: score ?? RECAPTCHA_STAND_IN_SCORE,
      action: "submit",
      challenge_ts: new Date(at).toISOString(),
      hostname: "localhost",
    };
  };

  /**
   * A reCAPTCHA token as Shopware checks it: siteverify must answer success, and for v3 a score at or above the
   * shop's threshold.
   */
  async verifyRecaptcha(
    token: string,
    version: "v2" | "v3",
    thresholdScore: number,
    secretKey = "",
  ): Promise<boolean> {
    // With the shop's own secret key, Google's siteverify; without one (the demo), the stand-in.
    const siteVerify = secretKey ? this.siteVerifyGoogle : this.siteVerifyStandIn;
    const answer = await siteVerify({ secret: secretKey, response: token });
    if (!answer.success) return false;
    return version === "v2" || (answer.score ?? 0) >= thresholdScore;
  }

  /**
   * Checks the proof a protected form sent against the shop's captcha: its proof must be there and hold. The
   * basic captcha is also taken whatever the setting, as the form's fallback without JavaScript (no script can
   * solve ALTCHA or reCAPTCHA there). Answers null when the proof holds, else why not.
   */
  async check(
    token: string,
    proof: CaptchaProof,
    captcha: { kind: CaptchaKind; recaptchaThresholdScore: number; recaptchaSecretKey?: string },
  ): Promise<CaptchaRefusal | null> {
    if (proof.captchaSession) {
      const ok = await consumeCaptchaSession(this.db, token, proof.formId ?? "contact", proof.captchaSession);
      return ok ? null : "invalid";
    }
    if (captcha.kind === "altcha") {
      if (!proof.altcha) return "missing";
      return (await this.verifyAltcha(proof.altcha)) ? null : "invalid";
    }
    if (captcha.kind === "recaptcha-v2" || captcha.kind === "recaptcha-v3") {
      // Shopware's field for v3, Google's for the v2 checkbox.
      const version = captcha.kind === "recaptcha-v3" ? "v3" : "v2";
      const recaptcha = version === "v3" ? proof._grecaptcha_v3 : proof["g-recaptcha-response"];
      if (!recaptcha) return "missing";
      const { recaptchaThresholdScore, recaptchaSecretKey } = captcha;
      return (await this.verifyRecaptcha(recaptcha, version, recaptchaThresholdScore, recaptchaSecretKey))
        ? null
        : "invalid";
    }
    return "missing";
  }

  private async sign(body: string): Promise<string> {
    return createHmac("sha256", await this.secret())
      .update(body)
      .digest("base64url");
  }

  /** Uses a proof up; it is remembered until it could no longer pass anyway (its lifetime, plus a minute of skew). */
  private useOnce(id: string, lifetimeMs: number): Promise<boolean> {
    const now = this.now().getTime();
    return useOnce(this.db, id, now, now + lifetimeMs + 60_000);
  }
}

const guards = new WeakMap<object, CaptchaGuard>();

/** The captcha guard of one running app (its key is read from the database once). */
export function captchaGuard(owner: object, db: Db, now?: () => Date): CaptchaGuard {
  let guard = guards.get(owner);
  if (!guard) {
    guard = new CaptchaGuard(db, now);
    guards.set(owner, guard);
  }
  return guard;
}
