import { SEED_TIME } from "../seed/db.js";
import { NAVIGATION_IDS, SALES_CHANNEL } from "../seed/ids.js";
import { currencyEntityJson, currencyOf, languageOf, roundingJson } from "./locales.js";

type Json = Record<string, unknown>;

/** The Currency entity of a currency id (EUR for the default), named in the request language. */
export function currencyJson(
  currencyId: string = SALES_CHANNEL.currencyId,
  languageId: string = SALES_CHANNEL.languageId,
): Json {
  return currencyEntityJson(currencyOf(currencyId), languageId);
}

/** The SalesChannel entity of the demo. */
export function salesChannelJson(): Json {
  return {
    id: SALES_CHANNEL.id,
    name: SALES_CHANNEL.name,
    shortName: "Vitrine",
    languageId: SALES_CHANNEL.languageId,
    customerGroupId: SALES_CHANNEL.customerGroupId,
    currencyId: SALES_CHANNEL.currencyId,
    paymentMethodId: SALES_CHANNEL.paymentMethodId,
    shippingMethodId: SALES_CHANNEL.shippingMethodId,
    countryId: SALES_CHANNEL.countryId,
    navigationCategoryId: NAVIGATION_IDS.main,
    navigationCategoryDepth: 2,
    footerCategoryId: NAVIGATION_IDS.footer,
    serviceCategoryId: NAVIGATION_IDS.service,
    taxCalculationType: "horizontal",
    active: true,
    hreflangActive: false,
    maintenance: false,
    homeEnabled: true,
    configuration: null,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { name: SALES_CHANNEL.name, customFields: {} },
    apiAlias: "sales_channel",
  };
}

/**
 * The shopper-independent parts of the SalesChannelContext for a currency and language (the context's choice or the
 * request's `sw-language-id` / `sw-currency-id`).
 */
export function salesChannelContextBase(
  currencyId: string = SALES_CHANNEL.currencyId,
  languageId: string = SALES_CHANNEL.languageId,
): Json {
  const currency = currencyOf(currencyId);
  const language = languageOf(languageId);
  return {
    currentCustomerGroup: { name: "Standard customer group", displayGross: true },
    fallbackCustomerGroup: { name: "Standard customer group", displayGross: true },
    currency: currencyJson(currency.id, language.id),
    salesChannel: salesChannelJson(),
    taxRules: [{ taxRate: 19, name: "Standard rate" }],
    context: {
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      currencyId: currency.id,
      currencyFactor: currency.factor,
      currencyPrecision: currency.itemRounding.decimals,
      // Shopware's chain: the language, then the system language its untranslated fields fall back to.
      languageIdChain:
        language.id === SALES_CHANNEL.languageId ? [language.id] : [language.id, SALES_CHANNEL.languageId],
      scope: "user",
      source: { type: "sales-channel", salesChannelId: SALES_CHANNEL.id },
      taxState: "gross",
      useCache: true,
    },
    itemRounding: roundingJson(currency.itemRounding),
    totalRounding: roundingJson(currency.totalRounding),
    languageInfo: { name: language.name, localeCode: language.code },
  };
}
