import { SEED_TIME } from "../seed/db.js";
import { NAVIGATION_IDS, SALES_CHANNEL } from "../seed/ids.js";

type Json = Record<string, unknown>;

const ROUNDING = {
  decimals: 2,
  interval: 0.01,
  roundForNet: true,
  apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
};

/** The Currency entity of the demo (EUR). */
export function currencyJson(): Json {
  return {
    id: SALES_CHANNEL.currencyId,
    factor: 1,
    symbol: "€",
    isoCode: "EUR",
    shortName: "EUR",
    name: "Euro",
    position: 1,
    isSystemDefault: true,
    taxFreeFrom: 0,
    itemRounding: { decimals: 2, interval: 0.01, roundForNet: true },
    totalRounding: { decimals: 2, interval: 0.01, roundForNet: true },
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { shortName: "EUR", name: "Euro", customFields: {} },
    apiAlias: "currency",
  };
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

/** The shopper-independent parts of the SalesChannelContext. */
export function salesChannelContextBase(): Json {
  return {
    currentCustomerGroup: { name: "Standard customer group", displayGross: true },
    fallbackCustomerGroup: { name: "Standard customer group", displayGross: true },
    currency: currencyJson(),
    salesChannel: salesChannelJson(),
    taxRules: [{ taxRate: 19, name: "Standard rate" }],
    context: {
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      currencyId: SALES_CHANNEL.currencyId,
      currencyFactor: 1,
      currencyPrecision: 2,
      languageIdChain: [SALES_CHANNEL.languageId],
      scope: "user",
      source: { type: "sales-channel", salesChannelId: SALES_CHANNEL.id },
      taxState: "gross",
      useCache: true,
    },
    itemRounding: ROUNDING,
    totalRounding: ROUNDING,
    languageInfo: { name: "English", localeCode: "en-GB" },
  };
}
