import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// SPEC sections 2, 3, 4 and 9: the cookie bar, the settings off-canvas and the preference cookie.

const DAY = 24 * 60 * 60;

async function cookieMap(context: BrowserContext) {
  return new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
}

function bar(page: Page) {
  return page.getByRole("region", { name: "Cookie consent" });
}

function expectAbout30Days(expires: number | undefined) {
  const days = ((expires ?? 0) - Date.now() / 1000) / DAY;
  expect(days).toBeGreaterThan(29.5);
  expect(days).toBeLessThanOrEqual(30.01);
}

test("first visit shows the cookie bar with Only necessary, Configure and Accept all (axe on the bar)", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  for (const name of ["Only necessary", "Configure", "Accept all"]) {
    await expect(bar(page).getByRole("button", { name })).toBeVisible();
  }
  // While shown (once the shopper comes to the bar and its code has come), the page gets bottom padding as high as
  // the bar, so nothing is hidden under it.
  await bar(page).hover();
  const barHeight = await bar(page).evaluate((element) => element.getBoundingClientRect().height);
  await expect
    .poll(() => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom)))
    .toBeGreaterThanOrEqual(Math.floor(barHeight) - 1);
  await expectNoAxeViolations(page);
});

test("a first visit's page loads none of the bar's own code: the hydrated bar is fixed and pads the page, nothing hides under it; its code loads when the shopper comes to it", async ({
  page,
}) => {
  const barCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/bar-[\w-]+\.js$/.test(request.url())) barCode.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(barCode).toEqual([]);
  await expect(bar(page)).toHaveAttribute("data-placement", "fixed");
  // Nothing is under the bar at the page's end: the page is padded by its height.
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).not.toBe("");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole("contentinfo").locator("p, a").last();
  await expect
    .poll(async () => {
      const [lastBox, barBox] = await Promise.all([last.boundingBox(), bar(page).boundingBox()]);
      return (barBox?.y ?? 0) - ((lastBox?.y ?? 0) + (lastBox?.height ?? 0));
    })
    .toBeGreaterThanOrEqual(0);
  await bar(page).hover();
  await expect.poll(() => barCode.length).toBe(1);
  await expect(bar(page)).toHaveAttribute("data-placement", "fixed");
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).not.toBe("");
});

test('"Only necessary" hides the bar and sets the preference cookie (cookie-preference, value 1, 30 days); the bar stays away after reload, also in the server HTML', async ({
  page,
  context,
  request,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await bar(page).getByRole("button", { name: "Only necessary" }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
  const cookies = await cookieMap(context);
  const preference = cookies.get("cookie-preference");
  expect(preference?.value).toBe("1");
  expectAbout30Days(preference?.expires);
  // Only necessary: no optional cookie is set.
  for (const name of [
    "wishlist-enabled",
    "youtube-video",
    "google-analytics-enabled",
    "google-ads-enabled",
  ]) {
    expect(cookies.has(name), name).toBe(false);
  }

  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);

  // The server renders no bar for a shopper who has chosen (no flash, no layout shift) …
  const chosen = await request.get("/", { headers: { Cookie: "cookie-preference=1" } });
  expect(await chosen.text()).not.toContain("vitrine-cookie-bar");
  // … and renders it for one who has not, before any JavaScript runs.
  const fresh = await request.get("/", { headers: { Cookie: "" } });
  expect(await fresh.text()).toContain("Only necessary");
});

test("Configure → toggle a group → Save writes the active cookies and deletes the inactive ones (axe on the open panel)", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  // A cookie of a group the shopper switches off must be deleted on Save.
  await context.addCookies([
    { name: "google-ads-enabled", value: "1", url: page.url() },
    { name: "google-analytics-enabled", value: "1", url: page.url() },
  ]);
  await bar(page).getByRole("button", { name: "Configure" }).click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(panel).toBeVisible();
  // The bar is hidden while the panel is open.
  await expect(bar(page)).toBeHidden();
  const comfort = panel.getByRole("checkbox", { name: "Comfort features" });
  await expect(comfort).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "Technically required" })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Parent toggles the whole group; a child drives the parent to indeterminate.
  await comfort.check();
  await expect(panel.getByRole("checkbox", { name: "Wishlist" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "YouTube video" })).toBeChecked();
  await panel.getByRole("checkbox", { name: "YouTube video" }).uncheck();
  await expect(comfort).toHaveJSProperty("indeterminate", true);
  await panel.getByRole("checkbox", { name: "Marketing" }).uncheck();
  await panel.getByRole("checkbox", { name: "Statistics" }).check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toBeHidden();

  const cookies = await cookieMap(context);
  expect(cookies.get("wishlist-enabled")?.value).toBe("1");
  expectAbout30Days(cookies.get("wishlist-enabled")?.expires);
  expect(cookies.get("google-analytics-enabled")?.value).toBe("1");
  expect(cookies.has("youtube-video")).toBe(false);
  expect(cookies.has("google-ads-enabled")).toBe(false);
  expect(cookies.get("cookie-preference")?.value).toBe("1");
  await expect(bar(page)).toHaveCount(0);
});

test('"Accept all" stores every cookie that has a value, sets the preference and closes the bar', async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await bar(page).getByRole("button", { name: "Accept all" }).click();
  await expect(bar(page)).toHaveCount(0);
  const cookies = await cookieMap(context);
  for (const name of [
    "cookie-preference",
    "wishlist-enabled",
    "youtube-video",
    "google-analytics-enabled",
    "google-ads-enabled",
  ]) {
    expect(cookies.get(name)?.value, name).toBe("1");
    expectAbout30Days(cookies.get(name)?.expires);
  }
});

test("the cookie bar and the settings panel work with the keyboard only", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Tab from the top of the page until "Configure" has focus (the bar comes after the page's content).
  const configure = bar(page).getByRole("button", { name: "Configure" });
  for (let step = 0; step < 200; step += 1) {
    if (await configure.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(configure).toBeFocused();
  // A focused element is never hidden under the bar (WCAG 2.4.11).
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(panel).toBeVisible();
  // Focus is inside the panel; Tab to the "Statistics" group and switch it on with Space.
  const statistics = panel.getByRole("checkbox", { name: "Statistics" });
  await expect(statistics).toBeVisible();
  for (let step = 0; step < 30; step += 1) {
    if (await statistics.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(statistics).toBeFocused();
  await page.keyboard.press("Space");
  await expect(statistics).toBeChecked();
  const save = panel.getByRole("button", { name: "Save" });
  for (let step = 0; step < 30; step += 1) {
    if (await save.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  const cookies = await cookieMap(context);
  expect(cookies.get("google-analytics-enabled")?.value).toBe("1");
  expect(cookies.get("cookie-preference")?.value).toBe("1");
});

test("Escape closes the settings panel without a choice and the bar comes back with focus on Configure", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await bar(page).getByRole("button", { name: "Configure" }).click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole("button", { name: "Configure" })).toBeFocused();
});

test('a "Cookie settings" link in the footer reopens the settings panel at any time', async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await bar(page).getByRole("button", { name: "Only necessary" }).click();
  await expect(bar(page)).toHaveCount(0);
  const link = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await link.click();
  const panel = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole("checkbox", { name: "Comfort features" }).check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toBeHidden();
  expect((await cookieMap(context)).get("wishlist-enabled")?.value).toBe("1");
  // Closed again: focus returns to the footer's link.
  await expect(link).toBeFocused();
});

// Issue 44 item 8: the cookie bar can be dismissed without JavaScript. Its buttons are forms posting to the shop
// (/cookie-consent), which sets the cookies as @vitrine/cookie-consent writes them and brings the shopper back.
test.describe("the cookie bar without JavaScript", () => {
  for (const [button, optional] of [
    ["Only necessary", false],
    ["Accept all", true],
  ] as const) {
    test(`"${button}" works without JavaScript: the shop sets the consent cookies and shows the same page without the bar`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto("/search?search=shirt");
      await bar(page).getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(/\/search\?search=shirt$/);
      await expect(bar(page)).toHaveCount(0);
      const cookies = await cookieMap(context);
      expect(cookies.get("cookie-preference")?.value).toBe("1");
      expectAbout30Days(cookies.get("cookie-preference")?.expires);
      // Accept all: every cookie of the shop's groups that has a value, as the bar writes it with JavaScript.
      for (const name of ["wishlist-enabled", "google-analytics-enabled", "google-ads-enabled"]) {
        expect(cookies.get(name)?.value, name).toBe(optional ? "1" : undefined);
      }
      await context.close();
    });
  }

  test("the shop refuses a choice it does not know with a 400 in the Store API error shape", async ({
    request,
    baseURL,
  }) => {
    const answer = await request.post("/cookie-consent", {
      form: { choice: "everything", redirectTo: "/" },
      headers: { origin: new URL(baseURL ?? "").origin },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).errors[0]).toMatchObject({ status: "400", source: { pointer: "/choice" } });
  });
});
