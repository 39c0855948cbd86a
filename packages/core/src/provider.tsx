import { createStore, Provider as JotaiProvider } from "jotai";
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { StoreApiClient } from "./client";
import { installDialogHistory } from "./dialog.listener";
import { createEventBus, type EventBus } from "./events";
import { entityLink, type LinkableEntity, type LinkedEntityKind, withBasePath } from "./links";
import { adoptMoneyPattern, formatMoney, type MoneyPattern } from "./money";
import { buildRoute, defaultRoutes, type VitrineRoutes } from "./routes";
import { type SnippetParams, type Snippets, translate } from "./snippets";
import { markPageHydrated } from "./useClientValue";

/** Shop configuration every package reads. */
export interface VitrineConfig {
  /** Sales channel id (namespaces guest data such as the wishlist). */
  salesChannelId: string;
  /** Page language, e.g. `en-GB`. */
  locale: string;
  /** ISO currency code, e.g. `EUR`. */
  currency: string;
  /**
   * How amounts are written in this locale and currency, from `moneyPattern` (`@vitrine/core/money`) on the
   * server: prices then format without `Intl.NumberFormat`, whose first construction is the costliest step of a
   * phone's hydration. A pattern for another locale or currency is ignored.
   */
  moneyPattern?: MoneyPattern | undefined;
  /** Feature switches (e.g. `{ wishlist: true }`); a missing switch is on. */
  features?: Record<string, boolean>;
  /** Page paths; defaults to Shopware's. */
  routes?: Partial<VitrineRoutes>;
  /**
   * The page language's path prefix without a trailing slash, as Shopware's sales channel domains give it (`""` or
   * missing for the default language, `"/de"` for German): every page path and entity link starts with it.
   */
  basePath?: string | undefined;
  /** The page language's Store API id: only SEO URLs of this language make links. */
  languageId?: string | undefined;
}

/** Options of a navigation. */
export interface NavigateOptions {
  /** Take the current history entry's place instead of pushing one (a variant switch). */
  replace?: boolean;
  /** Keep the scroll position: a change within the page (listing filters, sorting, paging, a variant switch). */
  keepScroll?: boolean;
}

/** The shop's router navigation, e.g. React Router's `navigate`. */
export type Navigate = (url: string, options: NavigateOptions) => void;

/** Props the router's link component gets from Vitrine: an anchor's props with `href` and `replace`. */
export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; replace?: boolean };

/** The page's identity as Shopware's storefront names it (`checkout/cartpage`, `product/index`, …). */
export interface PageIdentity {
  controller: string;
  action: string;
}

/** What the provider hands to every hook. */
export interface VitrineContextValue {
  client: StoreApiClient;
  config: VitrineConfig & { routes: VitrineRoutes };
  snippets: Snippets;
  events: EventBus;
  /** The router's navigation; without one, links load pages and `navigate` assigns `location`. */
  navigate?: Navigate;
  /** The router's link component, rendered by Vitrine's `Link`. */
  Link?: ComponentType<RouterLinkProps>;
}

const NO_DEFAULTS: Snippets = {};

// Before the shop's router starts (this module loads with the shop's root), even when every dialog loads lazily.
installDialogHistory();

const VitrineContext = createContext<VitrineContextValue | null>(null);

/** Props of {@link VitrineProvider}. */
export interface VitrineProviderProps {
  client: StoreApiClient;
  /** The shop's sales channel id, locale and currency (and optional settings). */
  config: VitrineConfig;
  /** The shop's texts; keys not given fall back to the English defaults. */
  snippets?: Snippets;
  /** An event bus to share with code outside React (analytics, the shop's own scripts). */
  events?: EventBus;
  /** A jotai store to share; one is created per provider otherwise (one per request on the server). */
  store?: ReturnType<typeof createStore>;
  /** The router's navigation (`navigate(url, { replace })`); every package navigates through it. */
  navigate?: Navigate;
  /** The router's link component (gets `href`, `replace` and an anchor's props); optional. */
  Link?: ComponentType<RouterLinkProps>;
  /** The current page's identity and URL: a change emits `page:view`. */
  page?: PageIdentity & { url?: string };
  /** Whether a customer is logged in: a change emits `login` or `logout` (no `login` after `account:registered`). */
  loggedIn?: boolean;
  /** The logged-in customer's id, sent with `login`. */
  customerId?: string;
  /** The content shown inside. */
  children: ReactNode;
}

/** Provides the Store API client, configuration, snippets, events and a jotai store to every Vitrine package. */
export function VitrineProvider({
  client,
  config,
  snippets,
  events,
  store,
  navigate,
  Link,
  page,
  loggedIn,
  customerId,
  children,
}: VitrineProviderProps) {
  const [ownStore] = useState(() => store ?? createStore());
  const [ownEvents] = useState(() => events ?? createEventBus());
  const pattern = config.moneyPattern;
  // Before any child formats a price (idempotent: the cache of formatters per locale and currency).
  if (pattern && pattern.locale === config.locale && pattern.currency === config.currency) {
    adoptMoneyPattern(pattern);
  }
  // The same value while nothing in it changed: a shop's provider renders again at every navigation (its router's
  // location) and usually builds `config` as a new object each time; a new value would render every component that
  // reads the context (every card's price and texts) again, at every filter change. The configuration is plain data,
  // compared by content.
  const configKey = JSON.stringify(config);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `config` is compared by content (`configKey`).
  const value = useMemo<VitrineContextValue>(
    () => ({
      client,
      config: { ...config, routes: { ...defaultRoutes, ...config.routes } },
      snippets: snippets ?? NO_DEFAULTS,
      events: ownEvents,
      navigate,
      Link,
    }),
    [client, configKey, snippets, ownEvents, navigate, Link],
  );
  // From now on a component that reads a browser-only value mounts in a hydrated page (see useClientValue).
  useEffect(markPageHydrated, []);
  const { controller, action, url } = page ?? {};
  useEffect(() => {
    if (controller && action) ownEvents.emit("page:view", { controller, action, url });
  }, [controller, action, url, ownEvents]);
  // Login and logout are changes: the first render only notes the state. A registration the shop accepted
  // (`account:registered`, before its session shows) counts as logged in: its session is no login.
  const [seen] = useState({ loggedIn });
  useEffect(() => {
    const before = seen.loggedIn;
    seen.loggedIn = loggedIn;
    if (loggedIn && !before) ownEvents.emit("login", { customerId });
    if (before && loggedIn === false) ownEvents.emit("logout", {});
    return ownEvents.on("account:registered", () => {
      seen.loggedIn = true;
    });
  }, [loggedIn, customerId, ownEvents, seen]);
  return (
    <VitrineContext.Provider value={value}>
      <JotaiProvider store={ownStore}>{children}</JotaiProvider>
    </VitrineContext.Provider>
  );
}

/** Everything the provider holds; throws a clear error outside a `VitrineProvider`. */
export function useVitrine(): VitrineContextValue {
  const value = useContext(VitrineContext);
  if (!value) throw new Error("Vitrine hooks need a <VitrineProvider> above them.");
  return value;
}

/** The Store API client. */
export function useStoreApi(): StoreApiClient {
  return useVitrine().client;
}

/** The shop configuration, with routes filled in. */
export function useConfig(): VitrineContextValue["config"] {
  return useVitrine().config;
}

/** The event bus. */
export function useEvents(): EventBus {
  return useVitrine().events;
}

/** Whether a feature switch is on (a missing switch is on). */
export function useFeature(name: string): boolean {
  return useVitrine().config.features?.[name] ?? true;
}

/** Returns `t(key, params)` that reads the shop's snippets, then the English defaults given here. */
export function useSnippet(
  defaults: Snippets = NO_DEFAULTS,
): (key: string, params?: SnippetParams) => string {
  const { snippets } = useVitrine();
  return useCallback(
    // The shop's text, else the given default, else core's (no merged copy of both sets at every call).
    (key: string, params?: SnippetParams) =>
      translate(snippets[key] === undefined ? defaults : snippets, key, params),
    [snippets, defaults],
  );
}

/**
 * Returns a formatter of amounts in the page language and the shop's (context's) currency; an amount of a
 * document that keeps its own currency (an order) passes that currency's ISO code.
 */
export function useMoney(): (value: number, currency?: string) => string {
  const { locale, currency } = useVitrine().config;
  return useCallback(
    (value: number, own?: string) => formatMoney(value, { locale, currency: own || currency }),
    [locale, currency],
  );
}

/** Returns `route(name, params)` that builds a path of the shop (in the page language's base path). */
export function useRoute(): (name: keyof VitrineRoutes, params?: Record<string, string | number>) => string {
  const { routes, basePath } = useVitrine().config;
  return useCallback(
    (name, params) => withBasePath(buildRoute(routes[name], params), basePath),
    [routes, basePath],
  );
}

/**
 * Returns `link(kind, entity)`, the one way to link a product, category or landing page: its canonical SEO URL
 * when the Store API gave one, its technical route otherwise, in the page language's base path.
 */
export function useEntityLink(): (kind: LinkedEntityKind, entity: LinkableEntity) => string {
  const { routes, basePath, languageId } = useVitrine().config;
  return useCallback(
    (kind, entity) => entityLink(kind, entity, { routes, basePath, languageId }),
    [routes, basePath, languageId],
  );
}
