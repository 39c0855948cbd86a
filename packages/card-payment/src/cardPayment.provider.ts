// The provider boundary: the documented interface of MultiSafepay's Payment Component (SDK v2) on `window`.
import { loadScript } from "@vitrine/core/utils";

/** One error the component reports. */
export interface ProviderError {
  message: string;
  code?: string | number;
  /** The field it belongs to, when the component says. */
  field?: string;
}

/** What `getErrors()` answers. */
export interface ProviderErrors {
  count: number;
  errors: ProviderError[];
}

/** What `getPaymentData()` answers: the encrypted card data and whether the shopper asked to save the card. */
export interface ProviderPaymentData {
  payload: string;
  tokenize?: boolean;
}

/** The order part of the component's options. */
export interface ProviderOrder {
  currency: string;
  amount: number;
  customer: { locale: string; country: string; reference?: string };
  template: { settings: { embed_mode: boolean } };
  payment_options?: { template_id?: string };
  recurring?: { model: string; tokens: string[] };
}

/** Options of `new MultiSafepay(…)`. */
export interface ProviderOptions {
  env: string;
  apiToken: string;
  order: ProviderOrder;
}

/** Options of `init("payment", …)`. */
export interface ProviderInitOptions {
  container: HTMLElement | string;
  gateway: string;
  onLoad?: (state: unknown) => void;
  onError?: (state: unknown) => void;
  onValidation?: (state: { valid?: boolean; errors?: ProviderError[] } | unknown) => void;
}

/** An instance of the component. */
export interface ProviderComponent {
  init(kind: "payment", options: ProviderInitOptions): void;
  getErrors(): ProviderErrors;
  hasErrors(): boolean;
  getPaymentData(): ProviderPaymentData;
}

/** `window.MultiSafepay`. */
export type ProviderConstructor = new (options: ProviderOptions) => ProviderComponent;

/** The component's constructor once the page has it (`window.MultiSafepay`). */
function providerOnWindow(): ProviderConstructor | undefined {
  return (globalThis as { MultiSafepay?: ProviderConstructor }).MultiSafepay;
}

/**
 * Loads the provider's script once per URL (lazily: call it where the card form is shown) and answers
 * `window.MultiSafepay`. A failed load is forgotten, so a later call tries again.
 */
export async function loadProvider(scriptUrl: string): Promise<ProviderConstructor> {
  const present = providerOnWindow();
  if (present) return present;
  await loadScript(scriptUrl).catch(() => {
    throw new Error("The payment component did not load.");
  });
  const loaded = providerOnWindow();
  if (!loaded) throw new Error("The payment component did not load.");
  return loaded;
}
