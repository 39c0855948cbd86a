// The pages a look at the demo starts from (screenshots, Lighthouse): the home, the first category of the main
// navigation, and that category's first product, at their SEO URLs (where the shop links them).

// The demo backend's key (demo-api's DEFAULT_ACCESS_KEY) unless the demo runs with its own, as server.mjs does.
const accessKey = process.env.DEMO_ACCESS_KEY ?? "SWSCVITRINEDEMOACCESSKEY01";

/** Posts `body` to the demo's Store API proxy at `base` and returns the JSON answer. */
async function storeApi(base, path, body) {
  const response = await fetch(`${base}/store-api${path}`, {
    method: "POST",
    // With the entities' SEO URLs: the pages are looked at where the shop links them.
    headers: { "content-type": "application/json", "sw-access-key": accessKey, "sw-include-seo-urls": "1" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Paths of the home, the first category and its first product of the demo running at `base`. */
export async function samplePages(base) {
  const [category] = await storeApi(base, "/navigation/main-navigation/main-navigation", { depth: 1 });
  const listing = await storeApi(base, `/product-listing/${category.id}`, { limit: 1 });
  const product = listing.elements[0];
  return {
    home: "/",
    category: seoPath(category) ?? `/navigation/${category.id}`,
    product: seoPath(product) ?? `/detail/${product.id}`,
  };
}

/** An entity's canonical SEO path (`/Clothing/`), or null without one. */
function seoPath(entity) {
  const url = (entity.seoUrls ?? []).find((candidate) => candidate.isCanonical && !candidate.isDeleted);
  return url ? `/${url.seoPathInfo}` : null;
}

/** The id of the sample product (the first product of the first category). */
export async function sampleProductId(base) {
  const [category] = await storeApi(base, "/navigation/main-navigation/main-navigation", { depth: 1 });
  const listing = await storeApi(base, `/product-listing/${category.id}`, { limit: 1 });
  return listing.elements[0].id;
}

/** The demo backend's customer the benchmarks sign in as (demo-api's seed). */
const DEMO_CUSTOMER = { username: "demo@vitrine.shop", password: "vitrine-demo" };

/**
 * Every page the benchmarks measure, as paths of the demo running at `base`: the sample home, category and product,
 * a search for the product's first word, and the signed-in pages (cart, confirm, account; `signedIn` names them).
 */
export async function benchPages(base) {
  const sample = await samplePages(base);
  const productHtml = await (await fetch(`${base}${sample.product}`)).text();
  const term = productHtml.match(/<h1[^>]*>([^<\s]+)/)?.[1] ?? "shirt";
  return {
    pages: {
      ...sample,
      search: `/search?search=${encodeURIComponent(term)}`,
      cart: "/checkout/cart",
      confirm: "/checkout/confirm",
      account: "/account",
    },
    signedIn: new Set(["cart", "confirm", "account"]),
  };
}

/**
 * A signed-in demo customer with the sample product in the cart and card payment chosen (the state cart, confirm
 * and account need), as Playwright's storage state of a `browser` (its session cookie: `state.cookies`).
 */
export async function shopperState(browser, base) {
  const productId = await sampleProductId(base);
  const context = await browser.newContext();
  const call = async (method, pathname, data) => {
    const response = await context.request.fetch(`${base}/store-api${pathname}`, {
      method,
      headers: { "sw-access-key": accessKey, "content-type": "application/json", origin: base },
      data,
    });
    if (!response.ok()) throw new Error(`${method} ${pathname} answered ${response.status()}`);
    return response.json();
  };
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await call("POST", "/account/login", DEMO_CUSTOMER);
  await call("POST", "/checkout/cart/line-item", {
    items: [{ type: "product", referencedId: productId, quantity: 1 }],
  });
  const methods = await call("POST", "/payment-method", { onlyAvailable: true });
  const card = (methods.elements ?? methods).find((method) =>
    /card/i.test(`${method.technicalName} ${method.name}`),
  );
  if (card) await call("PATCH", "/context", { paymentMethodId: card.id });
  const state = await context.storageState();
  await context.close();
  return state;
}
