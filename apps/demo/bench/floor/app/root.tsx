// The framework floor: the smallest React Router 7 framework app (SSR + hydration), built with the demo's toolchain.
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

/** The document, as every framework app renders it. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

/** The root route renders its child. */
export default function App() {
  return <Outlet />;
}
