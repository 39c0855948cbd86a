import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type {
  ProviderComponent,
  ProviderConstructor,
  ProviderError,
  ProviderInitOptions,
  ProviderOptions,
} from "./cardPayment.provider";
import type { PaymentSettingsInput, SavedCardToken } from "./cardPayment.schema";

/** Two saved cards, the second expired. */
export const fixtureTokens: SavedCardToken[] = [
  { token: "tok_visa", name: "Visa •••• 4242 (12/29)", gatewayCode: "VISA", expired: false },
  { token: "tok_old", name: "Mastercard •••• 5454 (08/21)", gatewayCode: "MASTERCARD", expired: true },
];

/** The settings a shop answers for a guest (no tokenization). */
export const fixtureSettings: PaymentSettingsInput = {
  env: "test",
  apiToken: "demo_token",
  currency: "EUR",
  amount: 1999,
  gateway: "CREDITCARD",
  country: "NL",
  locale: "en_GB",
  customerId: "",
  showTokenization: false,
};

/** The calls a fixture client received (path and body), to prove what was (not) asked. */
export type FixtureCalls = Array<{ path: string; body: unknown; headers: Headers }>;

/** A client whose fake shop answers settings and tokens (or 503 when `fail`); `calls` records every call. */
export function fixtureCardPaymentClient({
  settings = fixtureSettings,
  tokens = fixtureTokens,
  fail = false,
  calls = [],
}: {
  settings?: PaymentSettingsInput;
  tokens?: SavedCardToken[];
  fail?: boolean;
  calls?: FixtureCalls;
} = {}): StoreApiClient {
  const headers = { "content-type": "application/json" };
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    contextToken: "ctx-fixture",
    retry: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname.replace("/store-api", "");
      calls.push({ path, body: await request.text(), headers: request.headers });
      if (fail)
        return new Response(JSON.stringify({ errors: [{ status: "503", title: "Service Unavailable" }] }), {
          status: 503,
          headers,
        });
      const answer = path.startsWith("/multisafepay/tokenization/tokens") ? { tokens } : settings;
      return new Response(JSON.stringify(answer), { headers });
    },
  });
}

/** A fake provider component: fields are simulated by `errors`; `instances` records every one created. */
export function fakeProvider({
  errors = [] as ProviderError[],
  failInit = false,
}: {
  errors?: ProviderError[];
  failInit?: boolean;
} = {}) {
  const instances: Array<{ options: ProviderOptions; init?: ProviderInitOptions }> = [];
  const state = { errors };
  class FakeProvider implements ProviderComponent {
    private record: { options: ProviderOptions; init?: ProviderInitOptions };
    constructor(options: ProviderOptions) {
      this.record = { options };
      instances.push(this.record);
    }
    init(_kind: "payment", options: ProviderInitOptions) {
      this.record.init = options;
      const container = options.container as HTMLElement;
      // The provider's card fields, as its component draws them into the container.
      container.innerHTML = [
        '<label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"></label>',
        '<label>Name on card <input name="cardHolder" autocomplete="cc-name"></label>',
        '<label>Expiry date <input name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY"></label>',
        '<label>Security code <input name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></label>',
      ].join("");
      queueMicrotask(() => (failInit ? options.onError?.({ message: "failed" }) : options.onLoad?.({})));
    }
    getErrors() {
      return { count: state.errors.length, errors: state.errors };
    }
    hasErrors() {
      return state.errors.length > 0;
    }
    getPaymentData() {
      return { payload: "encrypted-payload", tokenize: false };
    }
  }
  return { Provider: FakeProvider as ProviderConstructor, instances, state };
}
