import { SEED_TIME } from "../seed/db.js";
import { idFor, SALES_CHANNEL } from "../seed/ids.js";

type Json = Record<string, unknown>;

/** Shopware's CashRoundingConfig: round to `decimals`, totals to a multiple of `interval` (0.05 for CHF). */
export interface CashRounding {
  decimals: number;
  interval: number;
  roundForNet: boolean;
}

/** A language of the sales channel: Shopware's `language` entity with its `locale` and `translationCode`. */
export interface ShopLanguage {
  id: string;
  code: string;
  name: string;
  territory: string;
  localeId: string;
}

/** A currency of the sales channel (Shopware's `currency` entity). */
export interface ShopCurrency {
  id: string;
  isoCode: string;
  symbol: string;
  name: string;
  shortName: string;
  /** Prices without an own price in this currency are the default currency's times the factor. */
  factor: number;
  position: number;
  itemRounding: CashRounding;
  totalRounding: CashRounding;
  /** German name (the currency's translation). */
  nameDe: string;
}

/** English (the system language, Shopware's default language id) and German. */
export const LANGUAGES: readonly ShopLanguage[] = [
  {
    id: SALES_CHANNEL.languageId,
    code: "en-GB",
    name: "English",
    territory: "United Kingdom",
    localeId: idFor("locale:en-GB"),
  },
  {
    id: idFor("language:de-DE"),
    code: "de-DE",
    name: "Deutsch",
    territory: "Deutschland",
    localeId: idFor("locale:de-DE"),
  },
];

/** The German language id (`idFor("language:de-DE")`). */
export const GERMAN_LANGUAGE_ID = idFor("language:de-DE");

/** Swiss francs: id `idFor("currency:CHF")`. */
export const CHF_CURRENCY_ID = idFor("currency:CHF");

const CENTS: CashRounding = { decimals: 2, interval: 0.01, roundForNet: true };

/**
 * Euro (Shopware's default currency) and Swiss francs. CHF: 1 € = 0.93 CHF unless a product has its own CHF price;
 * items are rounded to the cent, totals to 0.05 CHF (Swiss cash rounding, as Shopware's CashRoundingConfig).
 */
export const CURRENCIES: readonly ShopCurrency[] = [
  {
    id: SALES_CHANNEL.currencyId,
    isoCode: "EUR",
    symbol: "€",
    name: "Euro",
    shortName: "EUR",
    factor: 1,
    position: 1,
    itemRounding: CENTS,
    totalRounding: CENTS,
    nameDe: "Euro",
  },
  {
    id: CHF_CURRENCY_ID,
    isoCode: "CHF",
    symbol: "CHF",
    name: "Swiss francs",
    shortName: "CHF",
    factor: 0.93,
    position: 2,
    itemRounding: CENTS,
    totalRounding: { decimals: 2, interval: 0.05, roundForNet: true },
    nameDe: "Schweizer Franken",
  },
];

/** A language of the sales channel by id, or undefined. */
export function languageById(id: string): ShopLanguage | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** A currency of the sales channel by id, or undefined. */
export function currencyById(id: string): ShopCurrency | undefined {
  return CURRENCIES.find((currency) => currency.id === id);
}

/** The currency of an id, the default currency for an unknown one. */
export function currencyOf(id: string | undefined): ShopCurrency {
  return (id ? currencyById(id) : undefined) ?? (CURRENCIES[0] as ShopCurrency);
}

/** The language of an id, the system language for an unknown one. */
export function languageOf(id: string | undefined): ShopLanguage {
  return (id ? languageById(id) : undefined) ?? (LANGUAGES[0] as ShopLanguage);
}

/** Rounds to the item precision (decimals) as Shopware's CashRounding::mathRound. */
export function mathRound(value: number, rounding: CashRounding): number {
  const factor = 10 ** rounding.decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

/**
 * Shopware's CashRounding::cashRound: the amount to the nearest multiple of the interval (0.05 CHF: 12.33 → 12.35,
 * 12.32 → 12.30), then to the decimals. An interval of 0.01 is plain rounding to cents.
 */
export function cashRound(value: number, rounding: CashRounding): number {
  const rounded = mathRound(value, rounding);
  if (rounding.interval <= 0.01) return rounded;
  const steps = 1 / rounding.interval;
  return mathRound(Math.round(rounded * steps) / steps, rounding);
}

/** A price in the default currency converted with a currency's factor, rounded to its item precision. */
export function convertPrice(value: number, currency: ShopCurrency): number {
  if (currency.factor === 1) return value;
  return mathRound(value * currency.factor, currency.itemRounding);
}

/** A CashRoundingConfig as the Store API answers it. */
export function roundingJson(rounding: CashRounding): Json {
  return {
    decimals: rounding.decimals,
    interval: rounding.interval,
    roundForNet: rounding.roundForNet,
    apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
  };
}

/** The `locale` entity of a language, its names in the request language. */
function localeJson(language: ShopLanguage, german: boolean): Json {
  const english = { "en-GB": ["English", "United Kingdom"], "de-DE": ["German", "Germany"] } as const;
  const deutsch = {
    "en-GB": ["Englisch", "Vereinigtes Königreich"],
    "de-DE": ["Deutsch", "Deutschland"],
  } as const;
  const [name, territory] = (german ? deutsch : english)[language.code as "en-GB" | "de-DE"];
  return {
    id: language.localeId,
    code: language.code,
    name,
    territory,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { name, territory, customFields: {} },
    apiAlias: "locale",
  };
}

/** Shopware's `language` entity with `locale` and `translationCode` (both the language's locale). */
export function languageJson(
  language: ShopLanguage,
  requestLanguageId: string = SALES_CHANNEL.languageId,
): Json {
  const german = requestLanguageId === GERMAN_LANGUAGE_ID;
  return {
    id: language.id,
    parentId: null,
    localeId: language.localeId,
    translationCodeId: language.localeId,
    name: language.name,
    active: true,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    locale: localeJson(language, german),
    translationCode: localeJson(language, german),
    apiAlias: "language",
  };
}

/** Shopware's `currency` entity, its name in the request language. */
export function currencyEntityJson(
  currency: ShopCurrency,
  requestLanguageId: string = SALES_CHANNEL.languageId,
): Json {
  const name = requestLanguageId === GERMAN_LANGUAGE_ID ? currency.nameDe : currency.name;
  return {
    id: currency.id,
    factor: currency.factor,
    symbol: currency.symbol,
    isoCode: currency.isoCode,
    shortName: currency.shortName,
    name,
    position: currency.position,
    isSystemDefault: currency.id === SALES_CHANNEL.currencyId,
    taxFreeFrom: 0,
    itemRounding: { ...currency.itemRounding },
    totalRounding: { ...currency.totalRounding },
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { shortName: currency.shortName, name, customFields: {} },
    apiAlias: "currency",
  };
}
