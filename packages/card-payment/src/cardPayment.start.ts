import { loadProvider, type ProviderConstructor, type ProviderOptions } from "./cardPayment.provider";
import type { PaymentSettings } from "./cardPayment.schema";
import { type ComponentLook, providerOptions } from "./cardPayment.settings";

/**
 * The provider's component class and its options for the settings, once its script has loaded: `useCardPayment`
 * loads this (and the script) when the form comes near the viewport or the shopper first interacts with the page.
 */
export async function loadProviderFor(
  scriptUrl: string,
  settings: PaymentSettings,
  page: { locale?: string; currency?: string; look?: ComponentLook },
): Promise<[ProviderConstructor, ProviderOptions]> {
  return [await loadProvider(scriptUrl), providerOptions(settings, page)];
}
