// The schemas of the forms' Store API answers, loaded with the first call (valibot is not part of a form's first
// paint).
import { AddressSchema, CountrySchema, CountryStateSchema, entityList } from "@vitrine/core/schemas";
import * as v from "valibot";
import { DEFAULT_REGISTRATION_SETTINGS as DEFAULTS, SHOP_CAPTCHA_KINDS } from "./shop-settings";

/** `POST /country-state/{countryId}`. */
export const CountryStateListSchema = entityList(CountryStateSchema);
/** `POST /account/list-address`. */
export const AddressListSchema = entityList(AddressSchema);
/** `POST /country`. */
export const CountryListSchema = entityList(CountrySchema);

export { AddressSchema };

const recaptchaConfig = v.optional(
  v.looseObject({ config: v.optional(v.looseObject({ siteKey: v.optional(v.string()) })) }),
);

/**
 * Vitrine's `GET /vitrine/captcha/settings`: the shop's `core.basicInformation.activeCaptchasV2`, public values; read
 * as the captcha and, for reCAPTCHA, the active version's site key (empty for the others).
 */
export const CaptchaSettingsSchema = v.pipe(
  v.looseObject({
    active: v.picklist(SHOP_CAPTCHA_KINDS),
    activeCaptchasV2: v.optional(
      v.looseObject({ googleReCaptchaV2: recaptchaConfig, googleReCaptchaV3: recaptchaConfig }),
    ),
  }),
  v.transform(({ active, activeCaptchasV2: captchas }) => ({
    kind: active,
    siteKey:
      (active === "recaptcha-v3"
        ? captchas?.googleReCaptchaV3
        : active === "recaptcha-v2"
          ? captchas?.googleReCaptchaV2
          : undefined
      )?.config?.siteKey ?? "",
  })),
);

/**
 * Shopware's `GET /shop-settings` (6.7.13): the registration settings the forms render by; each one the shop leaves
 * out (or sends as null) keeps Shopware's default.
 */
export const ShopSettingsSchema = v.object({
  loginRegistration: v.object({
    passwordMinLength: v.nullish(v.number(), DEFAULTS.passwordMinLength),
    requireEmailConfirmation: v.nullish(v.boolean(), DEFAULTS.requireEmailConfirmation),
    requirePasswordConfirmation: v.nullish(v.boolean(), DEFAULTS.requirePasswordConfirmation),
  }),
});
