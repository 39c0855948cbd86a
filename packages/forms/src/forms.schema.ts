// The schemas of the forms' Store API answers, loaded with the first call (valibot is not part of a form's first
// paint).
import { AddressSchema, CountrySchema, CountryStateSchema, entityList } from "@vitrine/core/schemas";
import * as v from "valibot";
import { SHOP_CAPTCHA_KINDS } from "./shop-settings";

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

/** Vitrine's `GET /vitrine/captcha/settings`: the shop's `core.basicInformation.activeCaptchasV2`, public values. */
export const CaptchaSettingsSchema = v.looseObject({
  active: v.picklist(SHOP_CAPTCHA_KINDS),
  activeCaptchasV2: v.optional(
    v.looseObject({ googleReCaptchaV2: recaptchaConfig, googleReCaptchaV3: recaptchaConfig }),
  ),
});

/** Shopware's `GET /shop-settings` (6.7.13): the registration settings the forms render by. */
export const ShopSettingsSchema = v.looseObject({
  loginRegistration: v.looseObject({
    passwordMinLength: v.optional(v.number()),
    requireEmailConfirmation: v.optional(v.boolean()),
    requirePasswordConfirmation: v.optional(v.boolean()),
  }),
});
