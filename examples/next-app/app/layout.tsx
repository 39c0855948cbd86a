// A Server Component: it reads the shopper's cart on the server for this request and renders the packages' client
// components (their entries carry "use client") with it.
import "@vitrine/core/styles.css";
import "@vitrine/core/dialog.css";
import "@vitrine/cart/styles.css";
import "@vitrine/product/styles.css";
import { CartWidget, OffcanvasCart } from "@vitrine/cart";
import type { ReactNode } from "react";
import { shopConfig } from "../lib/shop";
import { readCart } from "../lib/store-api.server";
import { Providers } from "./providers";

export const metadata = { title: "Vitrine on Next.js" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cart = await readCart();
  return (
    <html lang="en">
      <body>
        <Providers config={shopConfig}>
          <header>
            <a href="/">Vitrine on Next.js</a>
            <CartWidget initialCart={cart} />
            <OffcanvasCart />
          </header>
          <main>{children}</main>
        </Providers>
      </body>
    </html>
  );
}
