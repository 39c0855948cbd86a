import type { ProviderOptions } from "./cardPayment.provider";
import type { PaymentSettings } from "./cardPayment.schema";
import { FALLBACK_LOCALE, PAYMENT_DEFAULTS, PROVIDER_LOCALES } from "./constants";

/** How the component is shown: embedded (default) or with a template of the provider's dashboard. */
export interface ComponentLook {
  /** Embed mode (default on). */
  embedMode?: boolean;
  /** A template id of the provider's dashboard. */
  templateId?: string;
}

/** The page language mapped to the provider's list (`de-DE` → `de`), falling back to `en`. */
export function providerLocale(locale: string | undefined): string {
  const language = (locale ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return PROVIDER_LOCALES.includes(language) ? language : FALLBACK_LOCALE;
}

/**
 * The component's options from the shop's payment settings: currency, amount (minor units), customer locale and
 * country, embed mode or template, and the saved tokens under the card-on-file recurring model.
 */
export function providerOptions(
  settings: PaymentSettings,
  { locale, currency, look = {} }: { locale?: string; currency?: string; look?: ComponentLook } = {},
): ProviderOptions {
  const tokens = settings.tokens.map((entry) => entry.token);
  return {
    env: settings.env,
    apiToken: settings.apiToken,
    order: {
      currency: currency ?? settings.currency,
      amount: settings.amount,
      customer: {
        locale: providerLocale(locale || settings.locale),
        country: settings.country,
        ...(settings.customerId ? { reference: settings.customerId } : {}),
      },
      template: { settings: { embed_mode: look.embedMode ?? PAYMENT_DEFAULTS.embedMode } },
      ...(look.templateId ? { payment_options: { template_id: look.templateId } } : {}),
      ...(settings.showTokenization ? { recurring: { model: PAYMENT_DEFAULTS.recurringModel, tokens } } : {}),
    },
  };
}
