import { CookieConsent } from "@vitrine/cookie-consent";
import { hasCookiePreference } from "@vitrine/cookie-consent/server";
import { createStoreApiClient, type Snippets } from "@vitrine/core";
import { moneyPattern } from "@vitrine/core/money";
import { DEFAULT_SHOP_CAPTCHA, readShopCaptcha } from "@vitrine/forms/shop-settings";
import { ScrollUpButton } from "@vitrine/navigation";
import { useEffect, useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { RouteErrorBoundary } from "./components/RouteErrorBoundary";
import { SiteFooterIsland } from "./components/SiteFooterIsland";
import { SiteHeader } from "./components/SiteHeader";
import type { Alternate } from "./lib/alternates";
import { pageAlternates } from "./lib/alternates.server";
import type { PageCaptcha } from "./lib/captcha";
import { widgetCart } from "./lib/cart";
import { pageLanguage } from "./lib/language.server";
import { navigationCategories } from "./lib/layout";
import { useNonce } from "./lib/nonce";
import { pack, unpack } from "./lib/packed";
import { LOCALE, SHOP_NAME } from "./lib/shop";
import { SHOP_DOMAINS, shopDomainOf } from "./lib/shop-domains";
import { pageSnippets, useDemoSnippet } from "./lib/snippets";
import { shellSnippets } from "./lib/snippets.server";
import { optional, readCart, readContext, readNavigation, storeApi } from "./lib/store-api.server";
import { readCurrencies } from "./lib/switchers.server";
import { navigationView } from "./lib/view";
import { VitrineShopProvider } from "./lib/wishlist";
import { readRootWishlist } from "./lib/wishlist.server";
import shellStyles from "./shell.css?url";

export const links: Route.LinksFunction = () => [
  // One stylesheet for the shell (packages' default looks, then the shop's own rules): see shell.css. With a
  // precedence React writes it at the top of <head>, before the scripts' modulepreloads; without one it came after
  // some 30 of them, and the only render-blocking request of the page waited behind them for the bandwidth.
  { rel: "stylesheet", href: shellStyles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page language from the address's prefix: a prefix whose language the backend lacks is no shop (404).
  // (A backend that is down: the shell in the default language; the page's own loader answers the error.)
  const language = await pageLanguage(context).catch(() => null);
  if (language?.basePath && !language.languageId)
    // The error page's texts come with the answer: the browser has no text set of its own (lib/snippets.ts).
    throw data({ snippets: shellSnippets(LOCALE) }, { status: 404 });
  const locale = language?.locale ?? LOCALE;
  const link = { basePath: language?.basePath ?? "", languageId: language?.languageId ?? undefined };
  const alternates = pageAlternates(context, request).catch((): Alternate[] => []);
  // The context call comes first: it adopts (or creates) the shopper's token, which the other calls then reuse.
  const shopContext = await optional(readContext(context), null);
  // The switch and a customer's wishlist ids (the header count and the buttons are complete in the HTML).
  const wishlist = readRootWishlist(context, shopContext);
  const [mainNavigation, footerNavigation, serviceNavigation, cart, captcha, currencies] = await Promise.all([
    optional(readNavigation(context, "main-navigation", 2), []),
    optional(readNavigation(context, "footer-navigation", 2), []),
    optional(readNavigation(context, "service-navigation", 1), []),
    optional(readCart(context), null),
    // The shop's captcha setting: the contact page and the CMS forms show it (ALTCHA when the shop does not say).
    optional(readShopCaptcha(storeApi(context)), DEFAULT_SHOP_CAPTCHA),
    // The header's currency switcher (complete in the server HTML).
    optional(readCurrencies(context), []),
  ]);
  const currency = shopContext?.currency?.isoCode ?? "EUR";
  return {
    // The shop's public origin: canonical links, Open Graph and JSON-LD URLs are absolute (lib/seo).
    origin: context.publicUrl ?? new URL(request.url).origin,
    accessKey: context.storeApi.accessKey,
    salesChannelId: shopContext?.salesChannel?.id ?? "",
    currency,
    // The page language: `<html lang>`, the base path of every link, `sw-language-id` of the browser's calls.
    locale,
    basePath: language?.basePath ?? "",
    languageId: language?.languageId ?? undefined,
    // The page in the shop's languages (`hreflang` alternates; the language switcher lists them).
    // (The top bar's usePageAlternates follows client-side navigations, which do not run this loader.)
    alternates: await alternates,
    alternatesFor: `${new URL(request.url).pathname}${new URL(request.url).search}`,
    customer:
      shopContext?.customer && !shopContext.customer.guest
        ? { firstName: shopContext.customer.firstName ?? "" }
        : null,
    backendAvailable: shopContext !== null,
    // The frame's nested data as one JSON string (lib/packed: a third of its weight in the HTML as turbo-stream).
    shell: pack({
      // Prices hydrate with it instead of building an Intl.NumberFormat, the costliest step of a phone's hydration.
      moneyPattern: moneyPattern({ locale, currency }),
      wishlist: await wishlist,
      // The header cart widget and the off-canvas cart start from it (count and total in the server HTML).
      widgetCart: widgetCart(cart),
      // The flyout and the category off-canvas read the Store API's category shape (lean, see lib/layout).
      mainCategories: navigationCategories(mainNavigation, 2),
      footerNavigation: navigationView(footerNavigation, 2, link),
      serviceNavigation: navigationView(serviceNavigation, 1, link),
      // The header's currency switcher (complete in the server HTML).
      currencies,
    }),
    // A shopper who has chosen gets no cookie bar from the server: no flash, no layout shift.
    showCookieBar: !hasCookiePreference(request.headers.get("Cookie")),
    captcha: {
      ...captcha,
      recaptchaStandIn: process.env.DEMO_RECAPTCHA_STAND_IN === "1",
    } satisfies PageCaptcha,
    // The frame's texts in the page language (a German page: every package's German set), so the browser loads no
    // other set; each route's loader sends its page's own texts (lib/snippets.server.ts).
    snippets: shellSnippets(locale),
  };
}

type RootData = Awaited<ReturnType<typeof loader>>;

// The default language's domain: the first (lib/shop-domains).
const DEFAULT_DOMAIN = SHOP_DOMAINS[0];

// Header data changes with form submissions (cart, login) only, not with every link the shopper follows.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  // Another language: its texts, links and the browser's language header.
  if (shopDomainOf(currentUrl.pathname) !== shopDomainOf(nextUrl.pathname)) return true;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<RootData>("root");
  const alternates = root?.alternates ?? [];
  // x-default: the default language's version (the domain without a prefix).
  const fallback = alternates.find((alternate) => alternate.locale === DEFAULT_DOMAIN?.locale);
  return (
    <html lang={root?.locale ?? LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3fb8" />
        <Meta />
        <Links />
        {alternates.length > 1
          ? [...alternates, ...(fallback ? [{ ...fallback, locale: "x-default" }] : [])].map((alternate) => (
              <link
                key={alternate.locale}
                rel="alternate"
                hrefLang={alternate.locale}
                href={`${root?.origin ?? ""}${alternate.href}`}
              />
            ))
          : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The first Tab stop of every page. */
function SkipLink() {
  const t = useDemoSnippet();
  return (
    <a className="skip-link" href="#main">
      {t("demo.skipLink")}
    </a>
  );
}

/**
 * The page frame around every route. `snippets`: the texts when the root loader has none to give (its own error
 * answer carries them); otherwise the root loader's, the page language's.
 */
function Shell({ children, snippets }: { children: React.ReactNode; snippets?: Snippets }) {
  const root = useRouteLoaderData<RootData>("root");
  const shell = root && unpack(root.shell);
  const location = useLocation();
  const matches = useMatches();
  // The root's texts with the page's routes' own.
  const pageTexts = useMemo(() => pageSnippets(matches), [matches]);
  const languageId = root?.languageId;
  const client = useMemo(
    () =>
      // The browser's client talks to /store-api on this origin; the server adds the token from the HttpOnly cookie.
      createStoreApiClient({
        baseUrl: "/store-api",
        accessKey: root?.accessKey ?? "",
        // The page language's calls, with SEO URLs for the links they draw.
        headers: {
          "sw-include-seo-urls": "1",
          ...(languageId ? { "sw-language-id": languageId } : {}),
        },
      }),
    [root?.accessKey, languageId],
  );
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <VitrineShopProvider
      wishlist={shell?.wishlist}
      loggedIn={Boolean(root?.customer)}
      client={client}
      snippets={pageTexts ?? snippets}
      config={{
        salesChannelId: root?.salesChannelId ?? "",
        locale: root?.locale ?? LOCALE,
        basePath: root?.basePath ?? "",
        languageId: root?.languageId,
        currency: root?.currency ?? "EUR",
        moneyPattern: shell?.moneyPattern,
      }}
    >
      <SkipLink />
      <SiteHeader
        categories={shell?.mainCategories ?? []}
        customer={root?.customer ?? null}
        cart={shell?.widgetCart ?? null}
        backendAvailable={root?.backendAvailable !== false}
        switchers={{ languages: root?.alternates ?? [], currencies: shell?.currencies ?? [] }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooterIsland
        columns={shell?.footerNavigation ?? []}
        service={shell?.serviceNavigation ?? []}
        wishlistEnabled={shell?.wishlist.enabled !== false}
      />
      <ScrollUpButton focusTarget="#main" className="scroll-up" />
      <CookieConsent
        initialVisible={root?.showCookieBar ?? false}
        action="/cookie-consent"
        redirectTo={`${location.pathname}${location.search}`}
      />
    </VitrineShopProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function meta() {
  return [
    { title: SHOP_NAME },
    { name: "description", content: "Vitrine demo shop: a headless React storefront for Shopware 6." },
  ];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const snippets = isRouteErrorResponse(error)
    ? (error.data as { snippets?: Snippets } | undefined)?.snippets
    : undefined;
  // The routes' error page: its title and texts come with its own chunk, in the page language.
  return (
    <Shell snippets={snippets}>
      <RouteErrorBoundary />
    </Shell>
  );
}
