// The shop's frame: the root loader reads the shopper's cart on the server for this request; the browser's client
// and React Router's navigation go to VitrineProvider, so every package's link and navigation uses the router.
import "@vitrine/core/styles.css";
import "@vitrine/core/dialog.css";
import "@vitrine/cart/styles.css";
import "@vitrine/navigation/styles.css";
import { CartWidget, OffcanvasCart } from "@vitrine/cart";
import {
  createStoreApiClient,
  type Navigate,
  type RouterLinkProps,
  readCookie,
  VitrineProvider,
  writeCookie,
} from "@vitrine/core";
import { CartSchema } from "@vitrine/core/schemas";
import { type ReactNode, useCallback, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Link as RouterLink,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigate,
} from "react-router";
import type { Route } from "./+types/root";
import { CONTEXT_TOKEN_COOKIE } from "./lib/shop";
import { ACCESS_KEY, storeApi } from "./lib/store-api.server";

export async function loader({ request }: Route.LoaderArgs) {
  const cart = await storeApi(request).get("/checkout/cart", { schema: CartSchema });
  return { cart, accessKey: ACCESS_KEY };
}

// The sales channel id: `GET /store-api/context` answers it as `salesChannel.id`.
const config = { salesChannelId: "98432def39fc4624b33213a56b8c944d", locale: "en-GB", currency: "EUR" };

function Link({ href, replace, ...props }: RouterLinkProps) {
  return <RouterLink to={href} replace={replace} {...props} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Vitrine on React Router</title>
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { cart, accessKey } = useLoaderData<typeof loader>();
  const routerNavigate = useNavigate();
  const [client] = useState(() =>
    createStoreApiClient({
      baseUrl: "/store-api",
      accessKey,
      contextToken: readCookie(CONTEXT_TOKEN_COOKIE) ?? undefined,
      onContextTokenChange: (token) => writeCookie(CONTEXT_TOKEN_COOKIE, token, { path: "/", days: 30 }),
    }),
  );
  const navigate = useCallback<Navigate>(
    (url, { replace, keepScroll }) => void routerNavigate(url, { replace, preventScrollReset: keepScroll }),
    [routerNavigate],
  );
  return (
    <VitrineProvider client={client} config={config} navigate={navigate} Link={Link}>
      <header>
        <a href="/">Vitrine on React Router</a>
        <CartWidget initialCart={cart} />
        <OffcanvasCart />
      </header>
      <main>
        <Outlet />
      </main>
    </VitrineProvider>
  );
}
