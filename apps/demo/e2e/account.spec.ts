import {
  expect,
  expectNoAxeViolations,
  logIn,
  newCustomer,
  seedCatalogue,
  storeApiHeaders,
  test,
  waitForHydration,
} from "./fixtures";
import { acceptTermsAndPlaceOrder, addToCartFromProductPage } from "./order-helpers";
import { literal, seoPathOf } from "./seo-helpers";

test("a new customer registers and lands in their account, logged in", async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/account/register");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill("a-long-password");
  await page.getByLabel("Street and number").fill("Main Street 1");
  await page.getByLabel("Postcode").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Welcome back, Grace Hopper.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("a customer adds an address to the address book", async ({ page }) => {
  await logIn(page);
  await page.goto("/account/address");
  await waitForHydration(page);
  await page.getByLabel("Street and number").fill("Harbour Road 7");
  await page.getByLabel("Postcode").fill("20095");
  await page.getByLabel("City").fill("Hamburg");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address was added." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your addresses" })).toContainText("Harbour Road 7");
  await expectNoAxeViolations(page);
});

test("a wrong password gets an alert and no session", async ({ page }) => {
  await page.goto("/account/login");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill("demo@vitrine.shop");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount/);
});

test("logging out ends the session", async ({ page }) => {
  await logIn(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login/);
});

test("the header shows the state: a guest's account menu offers Log in; after login it greets the customer and offers Log out; after logout the guest state is back", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Your account" }).click();
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(banner.getByText("Log in to see your orders and addresses.")).toBeVisible();
  await page.keyboard.press("Escape");
  // A customer of its own: logging in as the shared demo customer would end other tests' sessions.
  const customer = await newCustomer(request);
  await page.goto("/account/login?redirectTo=%2F");
  await page.getByLabel("Email address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await banner.getByRole("button", { name: "Your account" }).click();
  await expect(banner.getByText(/^Hello, /)).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await banner.getByRole("button", { name: "Your account" }).click();
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
});

test("the after-login path returns the shopper where they were: the header's Log in link (no redirectTo) comes back to the product page", async ({
  page,
  request,
}) => {
  const { product } = await seedCatalogue(request);
  const customer = await newCustomer(request);
  const productPath = await seoPathOf(request, "product", product.id);
  await page.goto(`/detail/${product.id}`);
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Your account" }).click();
  await banner.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  // The login form's own field (the header's currency form has a redirectTo of its own).
  await expect(page.getByRole("form", { name: "Log in" }).locator('input[name="redirectTo"]')).toHaveValue(
    productPath,
  );
  await page.getByLabel("Email address").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(productPath)}$`));
});

test("register with the guest option: no password, no customer account; the guest session goes on to the checkout and account pages still ask for a login", async ({
  page,
}) => {
  const email = `guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/account/register");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Street and number").fill("Main Street 2");
  await page.getByLabel("Postcode").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  // The checkout with an empty cart sends the guest on to the cart.
  await expect(page).toHaveURL(/\/checkout\/(confirm|cart)$/);
  const context = (await (
    await page.request.get("/store-api/context", { headers: storeApiHeaders(page) })
  ).json()) as {
    customer?: { email?: string; guest?: boolean } | null;
  };
  expect(context.customer?.email).toBe(email);
  expect(context.customer?.guest).toBe(true);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount/);
});

test.describe("in the browser's time zone", () => {
  const ZONE = "Pacific/Kiritimati"; // UTC+14: a date and time that differ from UTC's at any hour
  test.use({ timezoneId: ZONE });

  test("the spec's timezone cookie holds the browser's IANA zone for 30 days; order dates are rendered in it", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { product } = await seedCatalogue(request);
    await logIn(page);
    await waitForHydration(page);
    // Read off the main thread once the page has hydrated (a worker): waited for, not assumed at hydration.
    const timezoneCookie = async () =>
      (await page.context().cookies()).find((entry) => entry.name === "timezone");
    await expect.poll(async () => (await timezoneCookie())?.value).toBe(encodeURIComponent(ZONE));
    const cookie = await timezoneCookie();
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await addToCartFromProductPage(page, product.id);
    await page.goto("/checkout/confirm");
    await acceptTermsAndPlaceOrder(page);

    // The server renders the order date in the cookie's zone (the HTML before any JavaScript).
    const html = await (await page.request.get("/account/order")).text();
    const [, iso = "", shown = ""] = html.match(/<time datetime="([^"]+)">([^<]+)<\/time>/i) ?? [];
    const inZone = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: ZONE,
    });
    expect(shown).toBe(inZone.format(new Date(iso)));
  });
});
