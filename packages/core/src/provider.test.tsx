import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createStoreApiClient } from "./client";
import { createEventBus, type EventBus, type VitrineEvents } from "./events";
import { type MoneyPattern, moneyPattern } from "./money";
import {
  useConfig,
  useFeature,
  useMoney,
  useRoute,
  useSnippet,
  useStoreApi,
  useVitrine,
  VitrineProvider,
} from "./provider";

const client = createStoreApiClient({ baseUrl: "/store-api", accessKey: "KEY" });
const config = { salesChannelId: "sc-1", locale: "en-GB", currency: "EUR", features: { wishlist: false } };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={client} config={config} snippets={{ "cart.title": "Your basket" }}>
      {children}
    </VitrineProvider>
  );
}

/** A shop that gives no snippets of its own. */
function ShopWithoutSnippets({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={client} config={config}>
      {children}
    </VitrineProvider>
  );
}

/** A component reading snippets, for the snippet test. */
function Title() {
  const t = useSnippet({ "cart.title": "Shopping cart", "cart.count": "{count} items" });
  return (
    <p>
      {t("cart.title")} – {t("cart.count", { count: 2 })} – {t("vitrine.close")} – {t("cart.unknown")}
    </p>
  );
}

/** The provider with a customer's login state, rendering a plain page. */
const shopOf = (events: EventBus, customerId: string) => (loggedIn: boolean) => (
  <VitrineProvider
    client={client}
    config={config}
    events={events}
    loggedIn={loggedIn}
    customerId={customerId}
  >
    <p>page</p>
  </VitrineProvider>
);

/** A component reading the configuration, telling each of its renders. */
function Currency({ onRender }: { onRender: (currency: string) => void }) {
  const { currency } = useConfig();
  onRender(currency);
  return <p>{currency}</p>;
}

describe("VitrineProvider", () => {
  it("hands the client and the configuration (with Shopware's routes filled in) to hooks", () => {
    const { result } = renderHook(() => ({ api: useStoreApi(), config: useConfig() }), { wrapper });
    expect(result.current.api).toBe(client);
    expect(result.current.config.salesChannelId).toBe("sc-1");
    expect(result.current.config.routes.product).toBe("/detail/{productId}");
  });

  it("reads snippets from the shop first, then the package's English defaults, then core's; an unknown key shows as it is", () => {
    render(<Title />, { wrapper });
    expect(screen.getByText("Your basket – 2 items – Close – cart.unknown")).toBeTruthy();
  });

  it("without shop snippets, t stays the same function when the provider renders again (callbacks built on it keep their pending work)", () => {
    const { result, rerender } = renderHook(() => useSnippet(), { wrapper: ShopWithoutSnippets });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it("a navigation renders the shop's provider again with an equal configuration: the components reading it do not render again, a changed configuration reaches them", () => {
    const renders = vi.fn();
    // The element stays the same object, as a route's page does when the shell above it renders again.
    const page = <Currency onRender={renders} />;
    const shop = (currency: string) => (
      <VitrineProvider client={client} config={{ ...config, currency, features: { ...config.features } }}>
        {page}
      </VitrineProvider>
    );
    const { rerender } = render(shop("EUR"));
    rerender(shop("EUR"));
    rerender(shop("EUR"));
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(shop("CHF"));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByText("CHF")).toBeTruthy();
  });

  it("formats money in the shop's locale and currency, builds routes, and reads feature switches", () => {
    const { result } = renderHook(
      () => ({
        money: useMoney(),
        route: useRoute(),
        wishlist: useFeature("wishlist"),
        other: useFeature("x"),
      }),
      { wrapper },
    );
    expect(result.current.money(19.9)).toBe("€19.90");
    expect(result.current.route("product", { productId: "a b" })).toBe("/detail/a%20b");
    expect(result.current.wishlist).toBe(false);
    expect(result.current.other).toBe(true);
  });

  it("writes prices with the money pattern the server read for the shop's locale and currency", () => {
    const base = moneyPattern({ locale: "en-IE", currency: "EUR" }) as MoneyPattern;
    // Marked so the test sees which writing is used: a middle dot as decimal separator.
    const marked = { ...base, decimal: "·" };
    const priced = (pattern: MoneyPattern) =>
      renderHook(() => useMoney(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <VitrineProvider client={client} config={{ ...config, locale: "en-IE", moneyPattern: pattern }}>
            {children}
          </VitrineProvider>
        ),
      }).result.current;
    // A pattern for another currency is not this shop's: Intl writes its prices.
    expect(priced({ ...marked, currency: "GBP" })(19.9)).toBe("€19.90");
    expect(priced(marked)(19.9)).toBe("€19·90");
    expect(priced(marked)(-1234.5)).toBe("-€1,234·50");
  });

  it("emits page:view with the page's controller/action identity, again when the page changes", () => {
    const events = createEventBus();
    const views = vi.fn();
    events.on("page:view", views);
    const shop = (page: { controller: string; action: string; url: string }) => (
      <VitrineProvider client={client} config={config} events={events} page={page}>
        <p>page</p>
      </VitrineProvider>
    );
    const { rerender } = render(shop({ controller: "checkout", action: "cartpage", url: "/checkout/cart" }));
    expect(views).toHaveBeenLastCalledWith({
      controller: "checkout",
      action: "cartpage",
      url: "/checkout/cart",
    });
    rerender(shop({ controller: "checkout", action: "cartpage", url: "/checkout/cart" }));
    expect(views).toHaveBeenCalledTimes(1);
    rerender(shop({ controller: "product", action: "index", url: "/detail/1" }));
    rerender(shop({ controller: "product", action: "index", url: "/detail/2" }));
    expect(views).toHaveBeenCalledTimes(3);
    expect(views).toHaveBeenLastCalledWith({ controller: "product", action: "index", url: "/detail/2" });
  });

  it("emits login when the shopper logs in and logout when they log out, not for the state the page starts in", () => {
    const events = createEventBus();
    const login = vi.fn();
    const logout = vi.fn();
    events.on("login", login);
    events.on("logout", logout);
    const shop = shopOf(events, "c-1");
    const { rerender } = render(shop(false));
    expect(login).not.toHaveBeenCalled();
    rerender(shop(true));
    expect(login).toHaveBeenCalledWith({ customerId: "c-1" });
    rerender(shop(false));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it("login after the server accepted it, not for the session a registration starts: after account:registered the change to logged in emits no login, a later login does", () => {
    const events = createEventBus();
    const login = vi.fn();
    events.on("login", login);
    const shop = shopOf(events, "c-2");
    const { rerender } = render(shop(false));
    act(() => events.emit("account:registered", { customerId: "c-2" }));
    rerender(shop(true));
    expect(login).not.toHaveBeenCalled();
    rerender(shop(false));
    rerender(shop(true));
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ customerId: "c-2" });
  });

  it("says clearly when a hook is used without a provider", () => {
    expect(() => renderHook(() => useVitrine())).toThrow(
      "Vitrine hooks need a <VitrineProvider> above them.",
    );
  });
});

// Events are open to packages: a package declares its own by module augmentation, without editing core.
declare module "./events" {
  interface VitrineEvents {
    "example:declared-by-a-package": { formId: string };
  }
}

describe("the event map is open to packages", () => {
  it("a package's own event, declared by module augmentation, is typed on the core event bus", () => {
    const events = createEventBus<VitrineEvents>();
    const listener = vi.fn((payload: VitrineEvents["example:declared-by-a-package"]) => payload.formId);
    events.on("example:declared-by-a-package", listener);
    events.emit("example:declared-by-a-package", { formId: "contact" });
    // @ts-expect-error the payload's type comes from the package's declaration
    events.emit("example:declared-by-a-package", { formId: 1 });
    expect(listener).toHaveBeenCalledWith({ formId: "contact" });
  });
});
