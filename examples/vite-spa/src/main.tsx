// A single-page shop without a router: each page is a plain page load, so Vitrine's links load pages (after the
// off-canvas cart has closed and given back its history entry).
import "@vitrine/core/styles.css";
import "@vitrine/core/dialog.css";
import "@vitrine/cart/styles.css";
import "@vitrine/search/styles.css";
import { AddToCartForm, CartWidget, OffcanvasCart, useCart } from "@vitrine/cart";
import { createStoreApiClient, readCookie, useStoreApi, VitrineProvider, writeCookie } from "@vitrine/core";
import { entityList, type Product, ProductSchema } from "@vitrine/core/schemas";
import { SearchForm } from "@vitrine/search";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

const CONTEXT_TOKEN_COOKIE = "sw-context-token";

// The browser's one client: the access key is public; the context token (the shopper's cart) lives in a cookie.
const client = createStoreApiClient({
  baseUrl: "/store-api",
  accessKey: import.meta.env.VITE_STORE_API_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01",
  contextToken: readCookie(CONTEXT_TOKEN_COOKIE) ?? undefined,
  onContextTokenChange: (token) => writeCookie(CONTEXT_TOKEN_COOKIE, token, { path: "/", days: 30 }),
});

// The sales channel id: `GET /store-api/context` answers it as `salesChannel.id`.
const config = { salesChannelId: "98432def39fc4624b33213a56b8c944d", locale: "en-GB", currency: "EUR" };

function Home() {
  const storeApi = useStoreApi();
  const [products, setProducts] = useState<Product[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    storeApi
      .post("/product-listing/home", {
        body: { limit: 3, order: "name-asc" },
        schema: entityList(ProductSchema),
        signal: abort.signal,
      })
      .then((answer) => setProducts(answer.elements))
      .catch(() => {});
    return () => abort.abort();
  }, [storeApi]);
  return (
    <>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <h2>{product.translated?.name ?? product.name}</h2>
            <AddToCartForm context="listing" productId={product.id} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CartPage() {
  const { cart } = useCart();
  return (
    <>
      <h1>Shopping cart</h1>
      <ul>
        {cart?.lineItems.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
    </>
  );
}

function App() {
  return (
    <VitrineProvider client={client} config={config}>
      <header>
        <a href="/">Vitrine on Vite</a>
        <SearchForm />
        <CartWidget />
        <OffcanvasCart />
      </header>
      <main>{location.pathname === "/checkout/cart" ? <CartPage /> : <Home />}</main>
    </VitrineProvider>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
