// The shop's settings a storefront renders by (Shopware's system configuration, per sales channel): which captcha
// protects the forms (`core.basicInformation.activeCaptchasV2`) and whether registration asks for the e-mail
// address and the password twice (`core.loginRegistration.requireEmailConfirmation` /
// `requirePasswordConfirmation`). The demo has one sales channel; its settings come from the environment.

/** The captchas a demo shop can protect its forms with (ALTCHA by default; the others are Shopware's own). */
export const CAPTCHA_KINDS = ["altcha", "basic", "recaptcha-v2", "recaptcha-v3"] as const;
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number];

/** The settings of the demo's sales channel. */
export interface ShopSettings {
  /** The captcha of the contact and newsletter forms. */
  captcha: CaptchaKind;
  /** reCAPTCHA's public site key. */
  recaptchaSiteKey: string;
  /**
   * reCAPTCHA's secret key, for Google's siteverify (never sent to a client); empty: the demo's stand-in of
   * siteverify checks the stand-in's tokens.
   */
  recaptchaSecretKey: string;
  /** reCAPTCHA v3: the lowest score siteverify may answer for a form to pass (Shopware's default 0.5). */
  recaptchaThresholdScore: number;
  /** Registration asks for the e-mail address twice. */
  requireEmailConfirmation: boolean;
  /** Registration asks for the password twice. */
  requirePasswordConfirmation: boolean;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  captcha: "altcha",
  recaptchaSiteKey: "vitrine-demo",
  recaptchaSecretKey: "",
  recaptchaThresholdScore: 0.5,
  requireEmailConfirmation: false,
  requirePasswordConfirmation: false,
};

function isCaptchaKind(value: unknown): value is CaptchaKind {
  return typeof value === "string" && (CAPTCHA_KINDS as readonly string[]).includes(value);
}

/**
 * The settings from the environment: DEMO_API_CAPTCHA (`altcha` | `basic` | `recaptcha-v2` | `recaptcha-v3`),
 * RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, DEMO_API_REQUIRE_EMAIL_CONFIRMATION=1, DEMO_API_REQUIRE_PASSWORD_CONFIRMATION=1. An unknown
 * captcha stops the start with the list of known ones.
 */
export function shopSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const captcha = env.DEMO_API_CAPTCHA || DEFAULT_SHOP_SETTINGS.captcha;
  if (!isCaptchaKind(captcha)) {
    throw new Error(`DEMO_API_CAPTCHA must be one of ${CAPTCHA_KINDS.join(", ")} (got "${captcha}")`);
  }
  return {
    ...DEFAULT_SHOP_SETTINGS,
    captcha,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || DEFAULT_SHOP_SETTINGS.recaptchaSiteKey,
    recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY || DEFAULT_SHOP_SETTINGS.recaptchaSecretKey,
    requireEmailConfirmation: env.DEMO_API_REQUIRE_EMAIL_CONFIRMATION === "1",
    requirePasswordConfirmation: env.DEMO_API_REQUIRE_PASSWORD_CONFIRMATION === "1",
  };
}

/** A change of the settings (the test-only route's body). */
export type ShopSettingsPatch = Partial<
  Pick<ShopSettings, "captcha" | "requireEmailConfirmation" | "requirePasswordConfirmation">
>;

/**
 * The settings in force for a shopper: the shop's, or, only where the end-to-end tests switch them on
 * (`testOverrides`), a test's own choice for its context token, so that tests running side by side against one
 * backend each see their own shop.
 */
export class ShopSettingsStore {
  private readonly overrides = new Map<string, ShopSettingsPatch>();

  constructor(
    readonly base: ShopSettings,
    readonly testOverrides = false,
  ) {}

  /** The settings a request with this context token sees. */
  for(token: string): ShopSettings {
    return { ...this.base, ...this.overrides.get(token) };
  }

  /** A test's settings for its context token (only when test overrides are on). */
  override(token: string, patch: ShopSettingsPatch): void {
    if (!this.testOverrides) throw new Error("the shop settings are not switchable here");
    this.overrides.set(token, { ...this.overrides.get(token), ...patch });
  }
}
