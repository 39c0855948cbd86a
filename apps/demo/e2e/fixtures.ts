import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  type Route,
} from "@playwright/test";

/** WCAG 2.2 AA, as DESIGN.md section 6 asks. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface ProblemLog {
  /** Console errors and uncaught page errors seen so far. */
  problems: string[];
  /** Console messages matching one of these are expected (e.g. the 404 of a missing page's document). */
  allow: RegExp[];
}

/** The demo's sales channel access key: a Store API call sends it itself (the shop server never fills it in). */
export const ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";

/**
 * Headers of a test's own Store API call with the page's cookie session (`page.request`): the access key, and
 * the shop's Origin, which the shop server requires for calls that change the session.
 */
export function storeApiHeaders(page: Page): Record<string, string> {
  return { "sw-access-key": ACCESS_KEY, origin: new URL(page.url()).origin };
}

/**
 * Every test fails when the page logs a console error or throws an uncaught error. The `request` fixture sends
 * the access key on its Store API calls.
 */
export const test = base.extend<{ problemLog: ProblemLog }>({
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      extraHTTPHeaders: { "sw-access-key": ACCESS_KEY },
    });
    await use(request);
    await request.dispose();
  },
  problemLog: [
    async ({ page }, use) => {
      const log: ProblemLog = { problems: [], allow: [] };
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (log.allow.some((pattern) => pattern.test(text))) return;
        log.problems.push(`console error: ${text} (${message.location().url})`);
      });
      page.on("pageerror", (error) => log.problems.push(`uncaught page error: ${error.message}`));
      await use(log);
      expect(log.problems, "no console errors and no uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What AxeBuilder evaluates in each frame instead of axe-core's source when axe is already there. */
const AXE_ALREADY_INJECTED = "void 0";

/**
 * Runs axe with the WCAG 2.2 AA tags and expects no violations. The real engine is injected into each document
 * once: a later check of the same document (after a panel opens, a filter applies) reuses it, since evaluating
 * axe-core's half-megabyte source in every frame was most of a check's time (2.5 s of 3 on this machine). Legacy
 * mode runs axe.run in the page over its same-origin frames (the shop embeds no others), without the extra blank
 * page AxeBuilder opens to merge partial results.
 */
export async function expectNoAxeViolations(page: Page) {
  const injected = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function")
          .catch(() => false),
      ),
  );
  const results = await new AxeBuilder({
    page,
    ...(injected.every(Boolean) ? { axeSource: AXE_ALREADY_INJECTED } : {}),
  })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Presses Tab until `target` has the focus (keyboard only: no clicks, no programmatic focus). */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Makes the context a returning shopper who has chosen cookies: no cookie bar (its own spec's subject). */
export async function asReturningShopper(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "cookie-preference", value: "1", url: baseURL ?? "" }]);
}

/** Waits until React has hydrated the page (root scripts ran), so interactions and axe see the final DOM. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The lazily loaded parts (CMS elements, the accessories block, the configurator) hydrate when their code arrives;
  // a deferred CMS element (the product gallery) and an interaction island (the product page's buy form) wait for
  // the shopper's first interaction, their server HTML until then.
  await expect(
    page.locator("[data-lazy-pending]:not([data-cms-deferred] > *, [data-visible-island] > *)"),
  ).toHaveCount(0);
}

/**
 * Holds every script the page asks for (its JavaScript modules, `*.js`) until the returned `release` is called:
 * the server HTML as a slow phone shows it while its scripts are on their way, so a test can act before
 * hydration. Go to the page with `waitUntil: "commit"` (its load event waits for the held scripts).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const isScript = (url: URL) => url.pathname.endsWith(".js");
  await page.route(isScript, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    // A script of a page the browser has left since (a form posted before hydration) has no request to go on with.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}

interface CatalogueEntry {
  id: string;
  name: string;
}

interface Catalogue {
  category: CatalogueEntry & { productNames: string[] };
  product: CatalogueEntry;
}

let catalogue: Catalogue | undefined;
let variantProductId: string | undefined;

/** A variant product (one with a parent) from the seed. */
export async function seedVariantProduct(request: APIRequestContext): Promise<string> {
  if (variantProductId) return variantProductId;
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 1 },
  });
  const entries = (await navigation.json()) as { id: string }[];
  for (const entry of entries) {
    const listing = await request.post(`/store-api/product-listing/${entry.id}`, { data: { limit: 100 } });
    if (!listing.ok()) continue;
    const body = (await listing.json()) as { elements: { id: string; parentId?: string | null }[] };
    const variant = body.elements.find((product) => product.parentId);
    if (variant) {
      variantProductId = variant.id;
      return variant.id;
    }
  }
  throw new Error("the seed has no variant product");
}

function nameOf(entity: { name?: string; translated?: { name?: string } }): string {
  return entity.translated?.name ?? entity.name ?? "";
}

/** A category with products and a product from the seed, read through the shop's own /store-api. */
export async function seedCatalogue(request: APIRequestContext): Promise<Catalogue> {
  if (catalogue) return catalogue;
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 2 },
  });
  expect(navigation.ok()).toBe(true);
  const entries = (await navigation.json()) as {
    id: string;
    name?: string;
    translated?: { name?: string };
    children?: unknown[];
  }[];
  for (const entry of entries) {
    const listing = await request.post(`/store-api/product-listing/${entry.id}`, { data: { limit: 24 } });
    if (!listing.ok()) continue;
    const body = (await listing.json()) as {
      elements: { id: string; name?: string; translated?: { name?: string } }[];
    };
    const first = body.elements[0];
    if (!first) continue;
    catalogue = {
      category: { id: entry.id, name: nameOf(entry), productNames: body.elements.map(nameOf) },
      product: { id: first.id, name: nameOf(first) },
    };
    return catalogue;
  }
  throw new Error("the seed has no category with products");
}

/** Escapes text the way React writes it into HTML. */
export function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The seeded demo customer. Logging in as it moves its session and cart, so tests log in as a customer of their own. */
export const DEMO_CUSTOMER = { email: "demo@vitrine.shop", password: "vitrine-demo" };

/** Login data of a customer made for one test. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * A new customer account for one test, made through the Store API. Logging in as the shared demo customer moves
 * that customer's session (and cart) to the new token, so tests running side by side each get their own customer.
 * Without a request context, one of its own is used (no cookie of the page's session is touched).
 */
export async function newCustomer(request?: APIRequestContext): Promise<Credentials> {
  const api =
    request ??
    (await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
      extraHTTPHeaders: { "sw-access-key": ACCESS_KEY },
    }));
  try {
    const countries = await api.post("/store-api/country", { data: { limit: 1 } });
    const countryId = ((await countries.json()) as { elements: { id: string }[] }).elements[0]?.id;
    const credentials = {
      email: `customer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: "a-long-password",
    };
    const answer = await api.post("/store-api/account/register", {
      data: {
        ...credentials,
        firstName: "Wren",
        lastName: "Tester",
        acceptedDataProtection: true,
        // The shop's own domain (its PUBLIC_URL): the only storefront URL the backend accepts.
        storefrontUrl: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
        billingAddress: { street: "Musterstraße 12", zipcode: "10115", city: "Berlin", countryId },
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return credentials;
  } finally {
    if (!request) await api.dispose();
  }
}

/** Fills the login form of the current page with a customer's credentials and submits it. */
export async function submitLoginForm(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Logs a customer in through the login page (a new customer of this test's own unless credentials are given) and
 * waits until the page has settled: the customer's wishlist is read once per login, and a session ended while that
 * read is on its way is answered 403, which the shop handles but the browser logs (the suite fails on those).
 */
export async function logIn(
  page: Page,
  credentials?: Credentials,
  { redirectTo = "/account" } = {},
): Promise<Credentials> {
  const customer = credentials ?? (await newCustomer());
  await page.goto(`/account/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await waitForHydration(page);
  await submitLoginForm(page, customer);
  await expect(page).toHaveURL((url) => url.pathname === redirectTo);
  await page.waitForLoadState("networkidle");
  return customer;
}

/** The "Stories" category (its CMS page has a YouTube video element, a contact and a newsletter form). */
export async function storiesId(request: APIRequestContext): Promise<string> {
  const navigation = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 1 },
  });
  const entries = (await navigation.json()) as {
    id: string;
    name?: string;
    translated?: { name?: string };
  }[];
  const stories = entries.find((entry) => (entry.translated?.name ?? entry.name) === "Stories");
  if (!stories) throw new Error("the seed has no Stories category");
  return stories.id;
}

/** Fills the contact form's own fields (a unique subject per test: the backend is shared). */
export async function fillContact(page: Page, subject: string) {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email address").fill("ada@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill("Hello, when will my parcel arrive?");
}
