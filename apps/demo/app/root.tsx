import { CookieConsent, hasCookiePreference } from "@vitrine/cookie-consent";
import { createStoreApiClient } from "@vitrine/core";
import { moneyPattern } from "@vitrine/core/money";
import { ScrollUpButton } from "@vitrine/navigation";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { widgetCart } from "./lib/cart";
import { navigationCategories } from "./lib/layout";
import { useNonce } from "./lib/nonce";
import { LOCALE, SHOP_NAME } from "./lib/shop";
import { shopSnippets } from "./lib/snippets";
import { optional, readCart, readContext, readNavigation } from "./lib/store-api.server";
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
  // The context call comes first: it adopts (or creates) the shopper's token, which the other calls then reuse.
  const shopContext = await optional(readContext(context), null);
  // The switch and a customer's wishlist ids (the header count and the buttons are complete in the HTML).
  const wishlist = readRootWishlist(context, shopContext);
  const [mainNavigation, footerNavigation, serviceNavigation, cart] = await Promise.all([
    optional(readNavigation(context, "main-navigation", 2), []),
    optional(readNavigation(context, "footer-navigation", 2), []),
    optional(readNavigation(context, "service-navigation", 1), []),
    optional(readCart(context), null),
  ]);
  const currency = shopContext?.currency?.isoCode ?? "EUR";
  return {
    accessKey: context.storeApi.accessKey,
    salesChannelId: shopContext?.salesChannel?.id ?? "",
    currency,
    // Prices hydrate with it instead of building an Intl.NumberFormat, the costliest step of a phone's hydration.
    moneyPattern: moneyPattern({ locale: LOCALE, currency }),
    customer:
      shopContext?.customer && !shopContext.customer.guest
        ? { firstName: shopContext.customer.firstName ?? "" }
        : null,
    wishlist: await wishlist,
    backendAvailable: shopContext !== null,
    // The header cart widget and the off-canvas cart start from it (count and total in the server HTML).
    widgetCart: widgetCart(cart),
    // The flyout and the category off-canvas read the Store API's category shape (lean, see lib/layout).
    mainCategories: navigationCategories(mainNavigation, 2),
    footerNavigation: navigationView(footerNavigation, 2),
    serviceNavigation: navigationView(serviceNavigation, 1),
    // A shopper who has chosen gets no cookie bar from the server: no flash, no layout shift.
    showCookieBar: !hasCookiePreference(request.headers.get("Cookie")),
  };
}

type RootData = Awaited<ReturnType<typeof loader>>;

// Header data changes with form submissions (cart, login) only, not with every link the shopper follows.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3fb8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const [client] = useState(() =>
    // The browser's client talks to /store-api on this origin; the server adds the token from the HttpOnly cookie.
    createStoreApiClient({ baseUrl: "/store-api", accessKey: root?.accessKey ?? "" }),
  );
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <VitrineShopProvider
      wishlist={root?.wishlist}
      loggedIn={Boolean(root?.customer)}
      client={client}
      snippets={shopSnippets}
      config={{
        salesChannelId: root?.salesChannelId ?? "",
        locale: LOCALE,
        currency: root?.currency ?? "EUR",
        moneyPattern: root?.moneyPattern,
      }}
    >
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader
        categories={root?.mainCategories ?? []}
        customer={root?.customer ?? null}
        cart={root?.widgetCart ?? null}
        backendAvailable={root?.backendAvailable !== false}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        columns={root?.footerNavigation ?? []}
        service={root?.serviceNavigation ?? []}
        wishlistEnabled={root?.wishlist.enabled !== false}
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <title>{`${status === 404 ? "Page not found" : "Something went wrong"} | ${SHOP_NAME}`}</title>
      <ErrorPage error={error} />
    </Shell>
  );
}
