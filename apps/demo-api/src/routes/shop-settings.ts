import { Hono } from "hono";
import * as v from "valibot";
import { PASSWORD_MIN_LENGTH } from "../commerce/account.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";
import { CAPTCHA_KINDS, type ShopSettings } from "../shop-settings.js";

/**
 * Shopware's `GET /store-api/shop-settings` (6.7.13, operation getShopSettings): the sales channel's settings a
 * headless frontend renders by. The demo's values are Shopware's defaults except where the demo's settings say
 * otherwise (the registration's confirmation fields).
 */
function shopSettingsJson(settings: ShopSettings) {
  return {
    apiAlias: "shop_settings",
    general: {
      apiAlias: "shop_settings_general",
      shopName: "Vitrine",
      metaAuthor: "Vitrine",
      metaRobots: "index,follow",
      familyFriendly: true,
      showRevocationButton: false,
    },
    contactForm: {
      apiAlias: "shop_settings_contact_form",
      firstNameFieldRequired: true,
      lastNameFieldRequired: true,
      phoneNumberFieldRequired: false,
    },
    loginRegistration: {
      apiAlias: "shop_settings_login_registration",
      passwordMinLength: PASSWORD_MIN_LENGTH,
      createCustomerAccountDefault: true,
      showSalutation: true,
      showTitleField: false,
      requireEmailConfirmation: settings.requireEmailConfirmation,
      requirePasswordConfirmation: settings.requirePasswordConfirmation,
      doubleOptInRegistration: false,
      doubleOptInGuestOrder: false,
      showPhoneNumberField: false,
      phoneNumberFieldRequired: false,
      showBirthdayField: false,
      birthdayFieldRequired: false,
      showAccountTypeSelection: false,
      showAdditionalAddressField1: false,
      additionalAddressField1Required: false,
      showAdditionalAddressField2: false,
      additionalAddressField2Required: false,
      addressInputFieldArrangement: "",
      allowCustomerDeletion: false,
      requireDataProtectionCheckbox: false,
    },
    cart: {
      apiAlias: "shop_settings_cart",
      maxQuantity: 100,
      lineItemAddLimit: 1000,
      showDeliveryTime: true,
      showSubtotal: true,
      columnTaxInsteadUnitPrice: false,
      showCustomerComment: false,
      showTosCheckbox: true,
      openOffcanvasAfterAddToCart: true,
      wishlistEnabled: true,
      logoutGuestAfterCheckout: false,
      enableOrderRefunds: false,
    },
    listing: {
      apiAlias: "shop_settings_listing",
      productsPerPage: 24,
      allowBuyInListing: true,
      showReview: true,
      reviewsPerPage: 10,
      disableEmptyFilterOptions: false,
      markAsNew: 30,
      hideCloseoutProductsWhenOutOfStock: false,
      showVariantOptionInSearchSuggestionResult: true,
      findBestVariant: true,
      autoplayVideoInListing: false,
      beforeListPriceSnippetKey: "",
      afterListPriceSnippetKey: "",
    },
    newsletter: { apiAlias: "shop_settings_newsletter", doubleOptIn: true, doubleOptInRegistered: false },
  };
}

/**
 * Vitrine's `GET /store-api/vitrine/captcha/settings` (Shopware's Store API does not expose the captchas): the
 * sales channel's `core.basicInformation.activeCaptchasV2` in Shopware's shape, public values only (never a
 * secret key), with ALTCHA beside Shopware's own captchas, and `active`, the one the forms show.
 */
function captchaSettingsJson(settings: ShopSettings) {
  const active = settings.captcha;
  return {
    apiAlias: "vitrine_captcha_settings",
    active,
    activeCaptchasV2: {
      honeypot: { name: "Honeypot", isActive: true },
      altcha: { name: "altcha", isActive: active === "altcha" },
      basicCaptcha: { name: "basicCaptcha", isActive: active === "basic" },
      googleReCaptchaV2: {
        name: "googleReCaptchaV2",
        isActive: active === "recaptcha-v2",
        config: { siteKey: settings.recaptchaSiteKey, invisible: false },
      },
      googleReCaptchaV3: {
        name: "googleReCaptchaV3",
        isActive: active === "recaptcha-v3",
        config: { siteKey: settings.recaptchaSiteKey, thresholdScore: settings.recaptchaThresholdScore },
      },
    },
  };
}

const testSettingsBody = v.object({
  captcha: v.optional(v.picklist(CAPTCHA_KINDS, `captcha must be one of ${CAPTCHA_KINDS.join(", ")}`)),
  requireEmailConfirmation: v.optional(v.boolean("must be a boolean")),
  requirePasswordConfirmation: v.optional(v.boolean("must be a boolean")),
});

/** The shop settings routes; the test-only switch only where the end-to-end tests turned it on. */
export function shopSettingsRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const settingsOf = (token: string) => service.settings(token);
  app.get("/shop-settings", (c) => c.json(shopSettingsJson(settingsOf(c.get("salesChannelContext").token))));
  app.get("/vitrine/captcha/settings", (c) =>
    c.json(captchaSettingsJson(settingsOf(c.get("salesChannelContext").token))),
  );
  if (service.settingsStore.testOverrides) {
    // Test-only (DEMO_API_TEST_SETTINGS=1): the caller's context sees these settings from now on, so tests running
    // side by side against one backend each choose their own captcha without restarting it.
    app.put("/vitrine/test/shop-settings", async (c) => {
      const body = parseWith(testSettingsBody, await readJsonObject(c));
      const token = c.get("salesChannelContext").token;
      await service.deps.context.persist(token);
      service.settingsStore.override(token, body);
      return c.json(captchaSettingsJson(settingsOf(token)));
    });
  }
  return app;
}
