// Not public: the language and currency switchers built as one file, which the entries re-export
// (config/tsup.package.ts `modules`): a shop that loads its top bar lazily keeps them out of its pages' first code.
export * from "./CurrencySwitcher";
export * from "./LanguageSwitcher";
export * from "./switchers.api";
export * from "./useCurrencySwitch";
export * from "./useLanguageSwitch";
