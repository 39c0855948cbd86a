import { act, render, screen, waitFor } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import { toMinorUnits } from "@vitrine/core/money";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canMakeApplePayments, gateApplePay } from "./applePay";
import { CardPayment } from "./CardPayment";
import { defaultCardPaymentApi, loadCardPaymentData } from "./cardPayment.api";
import {
  type FixtureCalls,
  fakeProvider,
  fixtureCardPaymentClient,
  fixtureSettings,
  fixtureTokens,
} from "./cardPayment.fixtures";
import { PaymentSettingsSchema } from "./cardPayment.schema";
import { providerLocale, providerOptions } from "./cardPayment.settings";
import { guardSubmit } from "./cardPayment.submit";
import { initialToken, offersSaveCard, tokenOptions } from "./cardPayment.tokens";
import { PROVIDER_LOAD_MARGIN } from "./constants";

const shop =
  (client: StoreApiClient, config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" }) =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={config}>
      {children}
    </VitrineProvider>
  );

/** The shopper's first interaction with the page (a scroll): the provider's script loads from here on. */
const firstInteraction = () => act(() => void window.dispatchEvent(new Event("scroll")));

describe("payment settings mapping", () => {
  it("payment defaults: env test, EUR, NL, gateway CREDITCARD, showTokenization false", () => {
    const settings = v.parse(PaymentSettingsSchema, { apiToken: "t", amount: 100 });
    expect(settings).toMatchObject({
      env: "test",
      currency: "EUR",
      country: "NL",
      gateway: "CREDITCARD",
      showTokenization: false,
      tokens: [],
    });
  });

  it("recurring model card-on-file with the saved tokens, embed mode on by default", () => {
    const settings = v.parse(PaymentSettingsSchema, {
      ...fixtureSettings,
      showTokenization: true,
      tokens: fixtureTokens,
    });
    const options = providerOptions(settings, { locale: "nl-NL" });
    expect(options.order.recurring).toEqual({ model: "cardOnFile", tokens: ["tok_visa", "tok_old"] });
    expect(options.order.template).toEqual({ settings: { embed_mode: true } });
    expect(options.order.payment_options).toBeUndefined();
    expect(options.order.customer).toEqual({ locale: "nl", country: "NL" });
  });

  it("embed_mode and template_id are both supported", () => {
    const settings = v.parse(PaymentSettingsSchema, fixtureSettings);
    const options = providerOptions(settings, { look: { embedMode: false, templateId: "tpl-1" } });
    expect(options.order.template).toEqual({ settings: { embed_mode: false } });
    expect(options.order.payment_options).toEqual({ template_id: "tpl-1" });
    expect(options.order.recurring).toBeUndefined();
  });

  it("the provider's order carries the shop's chosen currency (CHF) and the amount in integer minor units", () => {
    const settings = v.parse(PaymentSettingsSchema, {
      ...fixtureSettings,
      amount: toMinorUnits(54.95, "CHF"),
    });
    const options = providerOptions(settings, { locale: "de-CH", currency: "CHF" });
    expect(options.order.currency).toBe("CHF");
    expect(options.order.amount).toBe(5495);
    expect(options.order.customer.locale).toBe("de");
  });

  it("the locale is mapped to the provider's list, with the fallback en", () => {
    expect(providerLocale("de-DE")).toBe("de");
    expect(providerLocale("nl_NL")).toBe("nl");
    expect(providerLocale("ja-JP")).toBe("en");
    expect(providerLocale("")).toBe("en");
  });
});

describe("amounts in integer minor units", () => {
  it("amounts are integer minor units, never total * 100 floats", () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(toMinorUnits(19.99, "EUR")).toBe(1999);
    expect(toMinorUnits(1.005, "EUR")).toBe(Math.round(1.005 * 100));
    expect(toMinorUnits(1234, "JPY")).toBe(1234);
    expect(Number.isInteger(toMinorUnits(0.1 + 0.2, "EUR"))).toBe(true);
  });

  it("settings with a fractional amount are refused", () => {
    expect(() => v.parse(PaymentSettingsSchema, { apiToken: "t", amount: 19.99 })).toThrow(/minor units/);
  });
});

describe("saved card token select", () => {
  const texts = { newDetails: "Use new payment details", expired: "expired" };

  it("offers every saved card plus 'Use new payment details'; expired ones are marked and not selectable", () => {
    expect(tokenOptions(fixtureTokens, texts)).toEqual([
      { value: "tok_visa", label: "Visa •••• 4242 (12/29)", disabled: false, expired: false },
      { value: "tok_old", label: "Mastercard •••• 5454 (08/21) (expired)", disabled: true, expired: true },
      { value: "", label: "Use new payment details", disabled: false, expired: false },
    ]);
  });

  it("the first saved card is preselected (an expired one never is)", () => {
    expect(initialToken(fixtureTokens)).toBe("tok_visa");
    expect(initialToken([...fixtureTokens].reverse())).toBe("tok_visa");
    expect(initialToken(fixtureTokens.slice(1))).toBe("");
    expect(initialToken([])).toBe("");
  });

  it("choosing new details shows the save checkbox, a saved card hides it; guests never get it", () => {
    expect(offersSaveCard(true, "")).toBe(true);
    expect(offersSaveCard(true, "tok_visa")).toBe(false);
    expect(offersSaveCard(false, "")).toBe(false);
  });
});

describe("submit guard", () => {
  let form: HTMLFormElement;
  beforeEach(() => {
    form = document.createElement("form");
    form.innerHTML = '<input name="x"><button type="submit">Place order</button>';
    document.body.append(form);
  });
  afterEach(() => form.remove());

  const submit = () => {
    const event = new Event("submit", { cancelable: true, bubbles: true });
    form.dispatchEvent(event);
    return event;
  };
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;

  it("submit is blocked if the payment component reports any errors", () => {
    const { Provider, state } = fakeProvider({ errors: [{ message: "Card number is invalid" }] });
    const blocked = vi.fn();
    const component = new Provider({} as never);
    guardSubmit(form, {
      component: () => component,
      activeToken: () => "",
      saveCard: () => false,
      blocked,
    });
    expect(submit().defaultPrevented).toBe(true);
    expect(blocked).toHaveBeenCalledWith([{ message: "Card number is invalid" }]);
    expect(value("payload")).toBeUndefined();
    state.errors = [];
    expect(submit().defaultPrevented).toBe(false);
  });

  it("on submit the payment payload is written to a hidden field, with the tokenize flag", () => {
    const { Provider } = fakeProvider();
    const component = new Provider({} as never);
    guardSubmit(form, {
      component: () => component,
      activeToken: () => "",
      saveCard: () => true,
      blocked: vi.fn(),
    });
    // A submit event (Enter, requestSubmit), not a button click.
    expect(submit().defaultPrevented).toBe(false);
    expect(value("payload")).toBe("encrypted-payload");
    expect(value("tokenize")).toBe("1");
    expect(value("active_token")).toBe("");
  });

  it("the payload is written on a programmatic submit (requestSubmit) too, not only on a button click", () => {
    const { Provider } = fakeProvider();
    const component = new Provider({} as never);
    guardSubmit(form, {
      component: () => component,
      activeToken: () => "",
      saveCard: () => false,
      blocked: vi.fn(),
    });
    const sent: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push(String(new FormData(form).get("payload")));
    });
    form.requestSubmit();
    expect(sent).toEqual(["encrypted-payload"]);
    expect(value("tokenize")).toBe("");
  });

  it("a saved card is sent as active_token without payload, even while the new-card fields are empty", () => {
    const { Provider } = fakeProvider({ errors: [{ message: "Card number is required" }] });
    const component = new Provider({} as never);
    guardSubmit(form, {
      component: () => component,
      activeToken: () => "tok_visa",
      saveCard: () => false,
      blocked: vi.fn(),
    });
    expect(submit().defaultPrevented).toBe(false);
    expect(value("active_token")).toBe("tok_visa");
    expect(value("payload")).toBe("");
    expect(value("tokenize")).toBe("");
  });

  it("a submission that does not place the order is never blocked", () => {
    const { Provider } = fakeProvider({ errors: [{ message: "Card number is required" }] });
    const component = new Provider({} as never);
    guardSubmit(form, {
      component: () => component,
      activeToken: () => "",
      saveCard: () => false,
      places: () => false,
      blocked: vi.fn(),
    });
    expect(submit().defaultPrevented).toBe(false);
  });
});

describe("Apple Pay gate", () => {
  const methods = [
    { id: "card", technicalName: "payment_multisafepay_creditcard" },
    { id: "apple", technicalName: "payment_multisafepay_applepay" },
  ];
  it("the Apple Pay payment method is hidden unless the device can make payments", () => {
    expect(gateApplePay(methods, "card", false).methods.map((m) => m.id)).toEqual(["card"]);
    expect(gateApplePay(methods, "card", true).methods.map((m) => m.id)).toEqual(["card", "apple"]);
  });
  it("an Apple Pay initialisation failure is only logged as a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const session: { canMakePayments: () => boolean } = {
      canMakePayments: () => {
        throw new Error("InvalidAccessError");
      },
    };
    Object.assign(globalThis, { ApplePaySession: session });
    try {
      expect(canMakeApplePayments()).toBe(false);
      expect(warn).toHaveBeenCalledWith("Apple Pay could not be initialised", expect.any(Error));
      session.canMakePayments = () => true;
      expect(canMakeApplePayments()).toBe(true);
    } finally {
      delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
      warn.mockRestore();
    }
    expect(canMakeApplePayments()).toBe(false);
  });

  it("a hidden method that was preselected is switched away from", () => {
    expect(gateApplePay(methods, "apple", false).selectedId).toBe("card");
    expect(gateApplePay(methods, "apple", true).selectedId).toBe("apple");
  });
});

describe("<CardPayment> with the provider's component", () => {
  it("a guest gets no token call and no save checkbox", async () => {
    const { Provider } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const calls: FixtureCalls = [];
    render(<CardPayment paymentMethodId="m1" loggedIn={false} />, {
      wrapper: shop(fixtureCardPaymentClient({ calls })),
    });
    firstInteraction();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("ready"),
    );
    expect(calls.map((call) => call.path)).toEqual(["/vitrine/card-payment/settings"]);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("tokens come from the tokenization call with the client's access key and context token headers", async () => {
    const { Provider } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const calls: FixtureCalls = [];
    render(<CardPayment paymentMethodId="m1" loggedIn />, {
      wrapper: shop(
        fixtureCardPaymentClient({ calls, settings: { ...fixtureSettings, showTokenization: true } }),
      ),
    });
    const select = await screen.findByRole("combobox", { name: "Saved cards" });
    expect((select as HTMLSelectElement).value).toBe("tok_visa");
    const call = calls.find((entry) => entry.path === "/multisafepay/tokenization/tokens");
    expect(JSON.parse(String(call?.body))).toEqual({ paymentMethodId: "m1", paymentMethods: ["m1"] });
    expect(call?.headers.get("sw-access-key")).toBe("SWSCFIXTURE");
    expect(call?.headers.get("sw-context-token")).toBe("ctx-fixture");
    // A saved card hides the save checkbox; new details show it.
    expect(screen.queryByRole("checkbox")).toBeNull();
    act(() => {
      (select as HTMLSelectElement).value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(screen.getByRole("checkbox", { name: "Save this card for later purchases" })).toBeTruthy();
    const expired = screen.getByRole("option", { name: /expired/ }) as HTMLOptionElement;
    expect(expired.disabled).toBe(true);
  });

  it("settings and saved cards read by the loader: the saved-card choice renders at once, no call until the method changes", async () => {
    const { Provider } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const calls: FixtureCalls = [];
    const client = fixtureCardPaymentClient({
      calls,
      settings: { ...fixtureSettings, showTokenization: true },
    });
    const initial = await loadCardPaymentData(client, "m1", { loggedIn: true });
    expect(initial.tokens.map((token) => token.token)).toContain("tok_visa");
    calls.length = 0;
    const { rerender } = render(<CardPayment paymentMethodId="m1" loggedIn initial={initial} />, {
      wrapper: shop(client),
    });
    // Before any effect or call: the first render shows the loader's saved cards.
    expect((screen.getByRole("combobox", { name: "Saved cards" }) as HTMLSelectElement).value).toBe(
      "tok_visa",
    );
    firstInteraction();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("ready"),
    );
    expect(calls).toEqual([]);
    // Another method: its settings are loaded on the client (the loader's data was for m1).
    rerender(<CardPayment paymentMethodId="m2" loggedIn initial={initial} />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain("/vitrine/card-payment/settings"));
  });

  it("a loader's read of a guest's card method asks for no saved cards; a failed token call gives none", async () => {
    const calls: FixtureCalls = [];
    const client = fixtureCardPaymentClient({
      calls,
      settings: { ...fixtureSettings, showTokenization: true },
    });
    expect((await loadCardPaymentData(client, "m1", { loggedIn: false })).tokens).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(["/vitrine/card-payment/settings"]);
    const failing = {
      ...defaultCardPaymentApi,
      tokens: () => Promise.reject(new Error("offline")),
    };
    const data = await loadCardPaymentData(client, "m1", { loggedIn: true, api: failing });
    expect(data).toMatchObject({ paymentMethodId: "m1", tokens: [] });
    expect(data.settings.showTokenization).toBe(true);
  });

  it("re-initialised on currency or language change (a switch to CHF sends CHF)", async () => {
    const { Provider, instances } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const client = fixtureCardPaymentClient();
    const { rerender } = render(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
        <CardPayment paymentMethodId="m1" loggedIn={false} />
      </VitrineProvider>,
    );
    firstInteraction();
    await waitFor(() => expect(instances).toHaveLength(1));
    rerender(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "de-DE", currency: "EUR" }}>
        <CardPayment paymentMethodId="m1" loggedIn={false} />
      </VitrineProvider>,
    );
    await waitFor(() => expect(instances.at(-1)?.options.order.customer.locale).toBe("de"));
    expect(instances.at(-1)?.options.order.currency).toBe("EUR");
    // The shopper switches to Swiss francs: the component is set up again in CHF, the amount in integer minor units.
    rerender(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "de-DE", currency: "CHF" }}>
        <CardPayment paymentMethodId="m1" loggedIn={false} />
      </VitrineProvider>,
    );
    await waitFor(() => expect(instances.at(-1)?.options.order.currency).toBe("CHF"));
    expect(Number.isInteger(instances.at(-1)?.options.order.amount)).toBe(true);
  });

  it("the confirm form is blocked while the component reports errors: shown, announced, focus on the first", async () => {
    const { Provider } = fakeProvider({ errors: [{ message: "Card number is invalid" }] });
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <CardPayment paymentMethodId="m1" loggedIn={false} />
        <button type="submit">Place order</button>
      </form>,
      { wrapper: shop(fixtureCardPaymentClient()) },
    );
    firstInteraction();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("ready"),
    );
    act(() => screen.getByRole("button", { name: "Place order" }).click());
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Card number is invalid");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("a form whose order was held back before its code arrived (startBlocked) says it is not ready, focus on the summary", async () => {
    const { Provider } = fakeProvider({});
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    render(
      <form>
        <CardPayment paymentMethodId="m1" loggedIn={false} startBlocked />
      </form>,
      { wrapper: shop(fixtureCardPaymentClient()) },
    );
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("The card form is not ready yet."));
    expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("invalid");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("a provider error says so in an alert", async () => {
    const { Provider } = fakeProvider({ failInit: true });
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<CardPayment paymentMethodId="m1" loggedIn={false} />, {
      wrapper: shop(fixtureCardPaymentClient()),
    });
    firstInteraction();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/));
    warn.mockRestore();
  });
});

describe("the provider's script loads when the card form is needed, not with the page (issue 24)", () => {
  it("below the fold and before any interaction the provider's component is not loaded; the first scroll loads it", async () => {
    const { Provider, instances } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    render(<CardPayment paymentMethodId="m1" loggedIn />, {
      wrapper: shop(fixtureCardPaymentClient({ settings: { ...fixtureSettings, showTokenization: true } })),
    });
    // The saved cards are shown: the settings have arrived and the page has rendered with them.
    await screen.findByRole("combobox", { name: "Saved cards" });
    const region = screen.getByRole("region", { name: "Card details" });
    expect(instances).toHaveLength(0);
    expect(region.dataset.state).toBe("loading");
    firstInteraction();
    await waitFor(() => expect(region.dataset.state).toBe("ready"));
    expect(instances).toHaveLength(1);
  });

  it("the card form coming within the load margin of the viewport loads it, without any interaction", async () => {
    const { Provider, instances } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    render(<CardPayment paymentMethodId="m1" loggedIn={false} />, {
      wrapper: shop(fixtureCardPaymentClient()),
    });
    await waitFor(() => expect(observers.at(-1)?.targets).toHaveLength(1));
    const observer = observers.at(-1);
    expect(observer?.margin).toBe(PROVIDER_LOAD_MARGIN);
    expect(instances).toHaveLength(0);
    const entry = { isIntersecting: true, target: observer?.targets[0] } as IntersectionObserverEntry;
    act(() => observer?.callback([entry], {} as IntersectionObserver));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("ready"),
    );
    expect(instances).toHaveLength(1);
  });

  it("eager loads it with the page", async () => {
    const { Provider, instances } = fakeProvider();
    (globalThis as { MultiSafepay?: unknown }).MultiSafepay = Provider;
    render(<CardPayment paymentMethodId="m1" loggedIn={false} eager />, {
      wrapper: shop(fixtureCardPaymentClient()),
    });
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Card details" }).dataset.state).toBe("ready"),
    );
    expect(instances).toHaveLength(1);
  });
});
