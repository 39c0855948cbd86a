// The shop's settings the forms render by, read from the backend as Shopware's settings are: the captcha
// (`core.basicInformation.activeCaptchasV2`, through Vitrine's `GET /vitrine/captcha/settings`, since the Store API
// does not expose it) and the registration's confirmation fields (`core.loginRegistration`, through Shopware's
// `GET /shop-settings`).
import type { StoreApiClient } from "@vitrine/core";

/** The captchas a shop can protect its forms with: ALTCHA (the default) or one of Shopware's own. */
export const SHOP_CAPTCHA_KINDS = ["altcha", "basic", "recaptcha-v2", "recaptcha-v3"] as const;
export type ShopCaptchaKind = (typeof SHOP_CAPTCHA_KINDS)[number];

/** The shop's captcha: which one, and reCAPTCHA's public site key. */
export interface ShopCaptchaSettings {
  kind: ShopCaptchaKind;
  /** reCAPTCHA's site key (empty for the other captchas). */
  siteKey: string;
}

/** A shop that does not say: ALTCHA, the accessible captcha without a third party. */
export const DEFAULT_SHOP_CAPTCHA: ShopCaptchaSettings = { kind: "altcha", siteKey: "" };

/** Vitrine's route of the captcha settings. */
export const CAPTCHA_SETTINGS_PATH = "/vitrine/captcha/settings";

/** Reads the shop's captcha (`GET /vitrine/captcha/settings`). */
export const readShopCaptcha = (client: StoreApiClient): Promise<ShopCaptchaSettings> =>
  client.get(CAPTCHA_SETTINGS_PATH, {
    schema: import("./forms.schema").then((m) => m.CaptchaSettingsSchema),
    idempotent: true,
  });

/** The registration's settings (Shopware's `core.loginRegistration`). */
export interface RegistrationSettings {
  /** The e-mail address is typed twice ("Confirm e-mail address"). */
  requireEmailConfirmation: boolean;
  /** The password is typed twice ("Confirm password"). */
  requirePasswordConfirmation: boolean;
  /** The shortest password the shop takes. */
  passwordMinLength: number;
}

/** Shopware's defaults: no confirmation fields, passwords of at least 8 characters. */
export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  requireEmailConfirmation: false,
  requirePasswordConfirmation: false,
  passwordMinLength: 8,
};

/** Reads the registration's settings from Shopware's `GET /shop-settings` (a setting left out keeps its default). */
export const readRegistrationSettings = async (client: StoreApiClient): Promise<RegistrationSettings> =>
  (
    await client.get("/shop-settings", {
      schema: import("./forms.schema").then((m) => m.ShopSettingsSchema),
      idempotent: true,
    })
  ).loginRegistration;
