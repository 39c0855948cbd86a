// The hardened shop server as a browser meets it (issue 16): the pages run under their Content-Security-Policy,
// redirect targets never leave the shop, and logout is a POST form.
import type { Page } from "@playwright/test";
import {
  expect,
  logIn,
  newCustomer,
  seedCatalogue,
  submitLoginForm,
  test,
  waitForHydration,
} from "./fixtures";

/** Requests to the attacker's host (should the shop ever send the browser there, the test sees it). */
const EVIL_HOST = (url: URL) => url.hostname === "evil.example";

/** Logs a new customer in with the login form of the current page. */
async function submitLogin(page: Page) {
  const customer = await newCustomer();
  await waitForHydration(page);
  await submitLoginForm(page, customer);
}

/** Collects the page's CSP violations (the browser reports each as a `securitypolicyviolation` event). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("every page runs under its Content-Security-Policy: inline scripts carry the page's nonce, the page hydrates, nothing is blocked", async ({
  page,
  request,
}) => {
  const { category, product } = await seedCatalogue(request);
  const violations = await watchViolations(page);
  for (const path of [
    "/",
    `/navigation/${category.id}`,
    `/detail/${product.id}`,
    `/search?search=${encodeURIComponent(product.name.split(" ")[0] ?? "a")}`,
    "/checkout/cart",
    "/account/login",
    "/account/register",
    "/wishlist",
    "/contact",
  ]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `${path}: a nonce in script-src`).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await waitForHydration(page);
    // Every inline script the server rendered (React Router's context, route modules, streamed data) has it.
    // JSON-LD blocks are data, never run, so script-src does not apply to them.
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(inline.length, `${path}: inline scripts`).toBeGreaterThan(0);
    expect(inline.every((value) => value === nonce)).toBe(true);
    expect(await violations(), `${path}: CSP violations`).toEqual([]);
  }
});

/** Two ways to hand the login a redirect target that leaves the shop once a browser drops the tab. */
const leavingTargets: [string, (page: Page) => Promise<unknown>][] = [
  [
    "the login page's redirectTo=%2F%09%2Fevil.example never leaves the shop, after login either",
    (page) => page.goto("/account/login?redirectTo=%2F%09%2Fevil.example"),
  ],
  [
    "the login form's redirectTo never leaves the shop, whatever the form sends",
    async (page) => {
      await page.goto("/account/login");
      await waitForHydration(page);
      await page
        .getByRole("main")
        .locator('input[name="redirectTo"]')
        .evaluate((input) => ((input as HTMLInputElement).value = "/\t/evil.example"));
    },
  ],
];

for (const [name, openLogin] of leavingTargets) {
  test(name, async ({ page, baseURL }) => {
    await page.route(EVIL_HOST, (route) => route.fulfill({ status: 200, body: "evil" }));
    await openLogin(page);
    await submitLogin(page);
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a redirectTo with a line break (%2F%0A%2Fx) gives the login page, not a 500", async ({ page }) => {
  const response = await page.goto("/account/login?redirectTo=%2F%0A%2Fx");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.getByRole("main").locator('input[name="redirectTo"]')).toHaveValue("/account");
});

test("the header's logout control is a POST form to /account/logout, and it logs the customer out", async ({
  page,
}) => {
  await logIn(page, undefined, { redirectTo: "/" });
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Your account" }).click();
  const logout = banner.getByRole("button", { name: "Log out" });
  const form = logout.locator("xpath=ancestor::form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/account/logout");
  await logout.click();
  await banner.getByRole("button", { name: "Your account" }).click();
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
});
