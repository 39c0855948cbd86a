// The provider boundary: the documented interface of MultiSafepay's Payment Component (SDK v2) on `window`.

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

const loading = new Map<string, Promise<ProviderConstructor>>();

/** The component's constructor once the page has it (`window.MultiSafepay`). */
function providerOnWindow(): ProviderConstructor | undefined {
  return (globalThis as { MultiSafepay?: ProviderConstructor }).MultiSafepay;
}

/**
 * Loads the provider's script once per URL (lazily: call it where the card form is shown) and answers
 * `window.MultiSafepay`. A failed load is forgotten, so a later call tries again.
 */
export function loadProvider(scriptUrl: string): Promise<ProviderConstructor> {
  const present = providerOnWindow();
  if (present) return Promise.resolve(present);
  let pending = loading.get(scriptUrl);
  if (!pending) {
    pending = new Promise<ProviderConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const loaded = providerOnWindow();
        if (loaded) resolve(loaded);
        else reject(new Error("The payment component did not load."));
      };
      script.onerror = () => reject(new Error("The payment component did not load."));
      document.head.append(script);
    }).catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, pending);
  }
  return pending;
}
