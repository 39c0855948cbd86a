import type { APIRequestContext, Page } from "@playwright/test";
import {
  asReturningShopper,
  expect,
  expectNoAxeViolations,
  logIn,
  seedCatalogue,
  test,
  waitForHydration,
} from "./fixtures";
import { CATEGORY_URL, landingPathOf, literal } from "./seo-helpers";

// SPEC sections 2, 4, 6 and 9: flyout menus (LG+), the category off-canvas (XS–MD), the account menu (off-canvas on
// XS and SM only), the scroll-up button (250 px) and collapsible footer columns.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** How many entries the tab's history holds (forward entries count too, so a dead one shows). */
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
/** The mark core's off-canvas puts on the history entry it pushes, if the current entry has one. */
const dialogMark = (page: Page) =>
  page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.vitrineDialog);

/**
 * Longer than every timer of a closing dialog's history step back (core's held-navigation fallback is 1000 ms):
 * run on the page's clock, it ends the window in which the step back could still undo a navigation.
 */
const DIALOG_HISTORY_WINDOW_MS = 2000;

/** Records the scripts the page requests; returns those whose path contains a name (a lazily loaded chunk's). */
function scriptsRequested(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return (name: string) => scripts.filter((path) => path.includes(name));
}

/** Home, then a category page (two entries of the tab's history), hydrated; returns the category. */
async function categoryPageAfterHome(page: Page, request: APIRequestContext) {
  const { category } = await seedCatalogue(request);
  await page.goto("/");
  await page.goto(`/navigation/${category.id}`);
  await waitForHydration(page);
  return category;
}

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningShopper(context, baseURL);
});

test.describe("phone-sized viewport", () => {
  test.use({ viewport: PHONE });

  test("the category off-canvas: levels slide forward two levels and back, with home and back links", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The flyout bar is for LG and up only.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);

    const rootHeading = menu.getByRole("heading").first();
    const rootName = (await rootHeading.textContent())?.trim() ?? "";
    // Down one level: the first category with subcategories.
    const first = menu.locator(".vitrine-category-menu__forward").first();
    const firstName = ((await first.textContent()) ?? "").replace("›", "").trim();
    await first.click();
    await expect(menu.getByRole("heading", { name: firstName })).toBeFocused();
    await expect(menu.getByRole("button", { name: "Back" })).toBeVisible();
    await expect(menu.getByRole("link", { name: `Show all ${firstName}` })).toBeVisible();
    await expect(menu.locator(".vitrine-category-menu__item").first()).toBeVisible();
    await expect(menu.locator("[data-direction]")).toHaveAttribute("data-direction", "forward");

    // Down a second level where the seed has one, else the level's first link leads on.
    const second = menu.locator(".vitrine-category-menu__forward").first();
    if ((await second.count()) > 0) {
      const secondName = ((await second.textContent()) ?? "").replace("›", "").trim();
      await second.click();
      await expect(menu.getByRole("heading", { name: secondName })).toBeFocused();
      await expect(menu.getByRole("button", { name: "Show all categories" })).toBeVisible();
      await expectNoAxeViolations(page);
      await menu.getByRole("button", { name: "Back" }).click();
      await expect(menu.getByRole("heading", { name: firstName })).toBeFocused();
      await expect(menu.locator("[data-direction]")).toHaveAttribute("data-direction", "backward");
      await second.click();
      await menu.getByRole("button", { name: "Show all categories" }).click();
    } else {
      await expectNoAxeViolations(page);
      await menu.getByRole("button", { name: "Back" }).click();
    }
    // Back at the top level.
    await expect(menu.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(menu.getByRole("heading").first()).toHaveText(rootName);

    // A link in the menu opens the category page and closes the menu.
    await menu.locator(".vitrine-category-menu__forward").first().click();
    await menu.getByRole("link", { name: `Show all ${firstName}` }).click();
    await expect(page).toHaveURL(CATEGORY_URL);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
  });

  test("the category menu's and the account menu's code is not part of the first paint: it loads when the pointer comes to their button", async ({
    page,
  }) => {
    const menuCode = scriptsRequested(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(menuCode("CategoryMenuPanel"), "the category menu's code before any interaction").toEqual([]);
    expect(menuCode("AccountMenuPanel"), "the account menu's code before any interaction").toEqual([]);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await menu.hover();
    await expect.poll(() => menuCode("CategoryMenuPanel")).toHaveLength(1);
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await page.getByRole("button", { name: "Your account" }).hover();
    await expect.poll(() => menuCode("AccountMenuPanel")).toHaveLength(1);
  });

  test("the account menu is an off-canvas on a phone-sized viewport (guest: log in and register)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const account = page.getByRole("button", { name: "Your account" });
    await account.click();
    const panel = page.getByRole("dialog", { name: "Your account" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Register" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(account).toBeFocused();
    // A link in the off-canvas opens its page (the panel's history entry does not undo the navigation).
    await account.click();
    await panel.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("off-canvas panels and history: a category link two levels down in the menu opens its page once, the URL stays, and Back returns to the page where the menu was opened", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const category = await categoryPageAfterHome(page, request);
    const openerUrl = page.url();
    const openerHeading = page.getByRole("heading", { level: 1 });
    await expect(openerHeading).toHaveText(category.name);
    const entries = await historyLength(page);

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Two levels down: into a category with subcategories, then one of its subcategory links.
    const forward = menu.locator(".vitrine-category-menu__forward").first();
    const parentName = ((await forward.textContent()) ?? "").replace("›", "").trim();
    await forward.click();
    await expect(menu.getByRole("heading", { name: parentName })).toBeFocused();
    const link = menu.locator(".vitrine-category-menu__link").first();
    const targetName = ((await link.textContent()) ?? "").trim();
    const targetHref = (await link.getAttribute("href")) ?? "";
    // A category link: its SEO URL, or its technical route that answers 301 there.
    expect(targetHref).toMatch(/^\/(navigation\/[0-9a-f]+|.+\/)$/);
    const targetPath = await landingPathOf(request, targetHref);
    await expectNoAxeViolations(page);
    await link.click();

    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${literal(targetPath)}$`));
    await expect(openerHeading).toHaveText(targetName);
    // The panel's step back must not undo the navigation a moment later: every timer it may use has run.
    await page.clock.runFor(DIALOG_HISTORY_WINDOW_MS);
    await expect(page).toHaveURL(new RegExp(`${literal(targetPath)}$`));
    await expect(openerHeading).toHaveText(targetName);
    // Exactly one entry more than before the menu opened: no "menu open" entry stays behind.
    expect(await historyLength(page)).toBe(entries + 1);
    expect(await dialogMark(page)).toBeUndefined();
    await expectNoAxeViolations(page);

    // Back returns to the page where the menu was opened, menu closed; one more Back leaves it.
    await page.goBack();
    await expect(page).toHaveURL(openerUrl);
    await expect(openerHeading).toHaveText(category.name);
    await expect(menu).toBeHidden();
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("off-canvas panels and history: the back button closes an open off-canvas and the page stays", async ({
    page,
    request,
  }) => {
    const category = await categoryPageAfterHome(page, request);
    const url = page.url();
    // The category menu, then the account menu: Back closes each, the page stays and focus returns to its button.
    for (const name of ["Menu", "Your account"]) {
      const opener = page.getByRole("button", { name, exact: true });
      await opener.click();
      const panel = page.getByRole("dialog", { name });
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
      await expect(opener).toBeFocused();
      await expectNoAxeViolations(page);
    }
    // No entry left behind by either panel: Back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("off-canvas panels and history: the account menu's Log in link opens the login page once, and Back returns to the page where the menu was opened", async ({
    page,
    request,
  }) => {
    const { product } = await seedCatalogue(request);
    await page.clock.install();
    await page.goto(`/detail/${product.id}`);
    await waitForHydration(page);
    const openerUrl = page.url();
    const entries = await historyLength(page);
    await page.getByRole("button", { name: "Your account" }).click();
    const panel = page.getByRole("dialog", { name: "Your account" });
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Log in" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/account\/login$/);
    // The panel's step back must not undo the navigation a moment later: every timer it may use has run.
    await page.clock.runFor(DIALOG_HISTORY_WINDOW_MS);
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await historyLength(page)).toBe(entries + 1);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(openerUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(panel).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("footer columns collapse on a phone: the heading's button opens the column", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    // The footer is an island whose code loads on the first interaction (the pointer over it): hydrated once it has.
    await footer.hover();
    await expect(page.locator('[data-visible-island="site-footer"] [data-island-hydrated]')).toHaveCount(1);
    const toggle = footer.getByRole("button", { name: /^Service\b/ });
    const column = footer
      .locator(".vitrine-footer-column")
      .filter({ has: page.getByRole("button", { name: /^Service\b/ }) });
    await expect(column).toHaveCount(1);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const contact = column.getByRole("link", { name: "Contact", includeHidden: true });
    await expect(contact).toHaveCount(1);
    await expect(contact).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(contact).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("desktop viewport", () => {
  test.use({ viewport: DESKTOP });

  test("the flyout menu works with the keyboard alone: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const item = nav
      .locator(".vitrine-flyout__item", { has: page.locator(".vitrine-flyout__toggle") })
      .first();
    const name = ((await item.locator(".vitrine-flyout__trigger").textContent()) ?? "").trim();
    // The top-level link comes first, then its disclosure toggle.
    await item.getByRole("link", { name, exact: true }).focus();
    await page.keyboard.press("Tab");
    const trigger = item.getByRole("button", { name: `Subcategories of ${name}` });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panelId = await trigger.getAttribute("aria-controls");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    const showAll = panel.getByRole("link", { name: `Show all ${name}` });
    await expect(showAll).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    // Only one open at a time: opening the next closes the first.
    const triggers = nav.locator("button.vitrine-flyout__toggle");
    if ((await triggers.count()) > 1) {
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await triggers.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Escape");
    }
    // Enter on a link follows it through the router.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(CATEGORY_URL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("the flyout's hover and keyboard code is not part of the first paint: it loads when the pointer comes to the menu, and that hover opens the flyout", async ({
    page,
  }) => {
    const menuCode = scriptsRequested(page);
    const behaviour = () => menuCode("flyoutBehaviour");
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(behaviour(), "the flyout's behaviour before any interaction").toEqual([]);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const item = nav
      .locator(".vitrine-flyout__item", { has: page.locator(".vitrine-flyout__toggle") })
      .first();
    const name = ((await item.locator(".vitrine-flyout__trigger").textContent()) ?? "").trim();
    await nav.getByRole("link", { name, exact: true }).hover();
    await expect.poll(behaviour).toHaveLength(1);
    await expect(nav.getByRole("button", { name: `Subcategories of ${name}` })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("desktop category bar: top-level categories are links to their page; hover opens the flyout after the 125 ms debounce, one at a time, closing after a delay", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const items = nav.locator(".vitrine-flyout__item", { has: page.locator(".vitrine-flyout__toggle") });
    const [first, second] = [items.nth(0), items.nth(1)];
    const name = ((await first.locator(".vitrine-flyout__trigger").textContent()) ?? "").trim();
    const link = nav.getByRole("link", { name, exact: true });
    const toggle = nav.getByRole("button", { name: `Subcategories of ${name}` });
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await link.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    // Only one at a time: hovering the next one closes the first.
    await second.locator(".vitrine-flyout__trigger").hover();
    await expect(second.locator(".vitrine-flyout__toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeHidden();
    // Leaving the bar closes it after a delay.
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(nav.locator(".vitrine-flyout__panel:visible")).toHaveCount(0);
    // The top-level category is a link: a click opens its page.
    const href = await landingPathOf(request, (await link.getAttribute("href")) ?? "");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${literal(href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    // Without JavaScript the bar is links too.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: DESKTOP });
    const noScript = await context.newPage();
    await noScript.goto("/");
    await noScript
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name, exact: true })
      .click();
    await expect(noScript).toHaveURL(new RegExp(`${literal(href)}$`));
    await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(name);
    await context.close();
  });

  test("the account menu is a dropdown on desktop, not an off-canvas; a customer sees the account links and logs out", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const account = page.getByRole("button", { name: "Your account" });
    await account.click();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Your account" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(account).toHaveAttribute("aria-expanded", "false");

    await logIn(page);
    await account.click();
    await expect(page.getByText(/Hello, .+!/)).toBeVisible();
    for (const name of ["Overview", "Addresses", "Orders"]) {
      await expect(page.locator(".header-account").getByRole("link", { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.locator(".header-account").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await account.click();
    await expect(page.locator(".header-account").getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("the scroll-up button appears after 250 px and moves focus to the top of the page", async ({
    page,
    request,
  }) => {
    const { category } = await seedCatalogue(request);
    await page.goto(`/navigation/${category.id}`);
    await waitForHydration(page);
    const scrollUp = page.getByRole("button", { name: "Back to top" });
    await expect(scrollUp).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(scrollUp).toBeVisible();
    // Back at 200 px the button goes again: 200 px is not past the threshold.
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(scrollUp).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(scrollUp).toBeVisible();
    await expectNoAxeViolations(page);
    await scrollUp.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await expect(page.locator("#main")).toBeFocused();
    await expect(scrollUp).toBeHidden();
  });

  test("at the page's end the scroll-up button covers none of the footer's links (1280 and 375 px)", async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/Clothing/");
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const scrollUp = page.getByRole("button", { name: "Back to top" });
      await expect(scrollUp).toBeVisible();
      const button = await scrollUp.boundingBox();
      const links = page.getByRole("contentinfo").locator("a, button").filter({ visible: true });
      const covered = [];
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        if (
          box &&
          button &&
          box.x < button.x + button.width &&
          button.x < box.x + box.width &&
          box.y < button.y + button.height &&
          button.y < box.y + box.height
        )
          covered.push(await link.textContent());
      }
      expect(covered, `covered at ${viewport.width} px`).toEqual([]);
    }
  });

  test("the breadcrumb on a category page: Home link, the current page marked", async ({ page, request }) => {
    const { category } = await seedCatalogue(request);
    await page.goto(`/navigation/${category.id}`);
    await waitForHydration(page);
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumb.locator('[aria-current="page"]')).toHaveText(category.name);
  });

  test("the breadcrumb on a product page: Home, the categories down to the product's category as links, the product marked", async ({
    page,
    request,
  }) => {
    const { category, product } = await seedCatalogue(request);
    await page.goto(`/detail/${product.id}`);
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    const links = crumb.getByRole("link");
    await expect(links.first()).toHaveAccessibleName("Home");
    // The product is listed in the top-level category: that category is the first below Home.
    await expect(links.nth(1)).toHaveAccessibleName(category.name);
    // Its canonical SEO URL (where the technical route answers 301 to): the breadcrumb entry carries it.
    await expect(links.nth(1)).toHaveAttribute(
      "href",
      await landingPathOf(request, `/navigation/${category.id}`),
    );
    await expect(crumb.locator('[aria-current="page"]')).toHaveText(product.name);
    // The last category link leads to a listing with the product in it.
    await links.last().click();
    await expect(page).toHaveURL(CATEGORY_URL);
    await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  });
});
