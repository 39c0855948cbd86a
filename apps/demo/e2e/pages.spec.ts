import {
  asReturningShopper,
  expect,
  expectNoAxeViolations,
  htmlText,
  logIn,
  seedCatalogue,
  test,
  waitForHydration,
} from "./fixtures";
import { acceptTermsAndPlaceOrder, addToCartFromProductPage } from "./order-helpers";

test.describe("server rendering", () => {
  test("category and product HTML holds names and prices before any JavaScript runs", async ({ request }) => {
    const { category, product } = await seedCatalogue(request);
    const categoryPage = await request.get(`/navigation/${category.id}`);
    expect(categoryPage.status()).toBe(200);
    const categoryHtml = await categoryPage.text();
    expect(categoryHtml).toContain(htmlText(category.name));
    for (const name of category.productNames.slice(0, 4)) expect(categoryHtml).toContain(htmlText(name));
    expect(categoryHtml).toMatch(/€/);

    const productPage = await request.get(`/detail/${product.id}`);
    expect(productPage.status()).toBe(200);
    const productHtml = await productPage.text();
    expect(productHtml).toContain(htmlText(product.name));
    expect(productHtml).toContain('<html lang="en-GB"');
    expect(productHtml).toMatch(/€/);
  });

  test("every public route answers 200 with server-rendered content", async ({ request }) => {
    const { category, product } = await seedCatalogue(request);
    const routes: [string, string][] = [
      ["/", "<h1"],
      [`/navigation/${category.id}`, htmlText(category.name)],
      [`/detail/${product.id}`, htmlText(product.name)],
      [`/search?search=${encodeURIComponent(product.name.split(" ")[0] ?? "")}`, "Search results for"],
      ["/checkout/cart", "Shopping cart"],
      ["/account/login", "Log in"],
      ["/account/register", "Create an account"],
      ["/wishlist", "Wishlist"],
      ["/contact", "Contact"],
    ];
    for (const [path, text] of routes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).toContain('id="main"');
    }
  });

  test("guests opening account pages are sent to the login page and back afterwards", async ({ page }) => {
    // (The confirm page is not an account page: it offers login, an account or guest checkout; checkout.spec.ts.)
    for (const path of ["/account", "/account/address", "/account/order"]) {
      await page.goto(path);
      const url = new URL(page.url());
      expect(url.pathname, path).toBe("/account/login");
      expect(url.searchParams.get("redirectTo"), path).toBe(path);
    }
    await page.goto("/account/order");
    await page.getByLabel("Email address").fill("demo@vitrine.shop");
    await page.getByLabel("Password").fill("vitrine-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account\/order$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders");
  });
});

test.describe("layout stability", () => {
  test("no page moves when it hydrates: the main content and the footer sit where the server HTML put them (375 and 1280 px)", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const { category, product } = await seedCatalogue(request);
    const paths = [
      "/",
      `/navigation/${category.id}`,
      `/detail/${product.id}`,
      "/checkout/cart",
      "/wishlist",
      "/account/login",
    ];
    for (const width of [375, 1280]) {
      for (const path of paths) {
        // Before hydration: the server HTML as a phone shows it while the scripts are still on their way (they
        // never arrive here); after: hydrated, with what a guest's page reads afterwards (the local wishlist).
        const layout = async (hydrate: boolean) => {
          const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
          await asReturningShopper(context, baseURL);
          const page = await context.newPage();
          if (!hydrate) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
          await page.goto(path, { waitUntil: hydrate ? "load" : "domcontentloaded" });
          if (hydrate) {
            await waitForHydration(page);
            await expect(page.locator('[role="status"]:text-matches("^Loading")')).toHaveCount(0);
          }
          const boxes = await page.evaluate(() =>
            ["main", "footer"].map((selector) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              return box ? [Math.round(box.top), Math.round(box.height)] : null;
            }),
          );
          await context.close();
          return boxes;
        };
        expect(await layout(true), `${path} at ${width} px`).toEqual(await layout(false));
      }
    }
  });
});

test.describe("loading order", () => {
  test("a page paints before it asks for its scripts, then hydrates", async ({ page, request }) => {
    const { category, product } = await seedCatalogue(request);
    for (const path of ["/", `/navigation/${category.id}`, `/detail/${product.id}`, "/checkout/cart"]) {
      await page.goto(path);
      await waitForHydration(page);
      const order = await page.evaluate(() => {
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime);
        return { firstPaint, scripts: scripts.length, firstScript: Math.min(...scripts) };
      });
      expect(order.firstPaint, `${path}: a first contentful paint`).not.toBeNull();
      expect(order.scripts, `${path}: the scripts loaded`).toBeGreaterThan(2);
      expect(order.firstScript, `${path}: no script requested before the first paint`).toBeGreaterThanOrEqual(
        order.firstPaint ?? Number.POSITIVE_INFINITY,
      );
    }
  });
});

test.describe("errors", () => {
  test("an unknown product is a real 404 page", async ({ page, problemLog }) => {
    problemLog.allow.push(/status of 404/);
    const response = await page.goto("/detail/0123456789abcdef0123456789abcdef");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("an unknown category is a real 404 page", async ({ page, problemLog }) => {
    problemLog.allow.push(/status of 404/);
    const response = await page.goto("/navigation/0123456789abcdef0123456789abcdef");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("an unknown path is a real 404 page", async ({ page, problemLog }) => {
    problemLog.allow.push(/status of 404/);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expectNoAxeViolations(page);
  });

  test("going back to a page that does not exist, in the browser, shows the 404 page (its code loads then)", async ({
    page,
    problemLog,
  }) => {
    problemLog.allow.push(/status of 404/);
    await page.goto("/");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // A history entry of a missing product, reached with Back: the router loads it in the page.
    await page.evaluate(() => {
      history.pushState(null, "", "/detail/0190a0c0d0e0f0a0b0c0d0e0f0a0b0ff");
      history.pushState(null, "", "/");
      history.back();
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("a backend that is down gives a 503 page that says so and offers a retry", async ({
    page,
    problemLog,
  }) => {
    problemLog.allow.push(/status of 503/);
    const downUrl = `http://127.0.0.1:${process.env.VITRINE_E2E_DOWN_PORT}`;
    const response = await page.goto(`${downUrl}/navigation/0123456789abcdef0123456789abcdef`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shop is not answering right now");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/navigation/0123456789abcdef0123456789abcdef",
    );
    expect(await page.content()).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test("error pages never show a stack trace", async ({ request }) => {
    const response = await request.get("/detail/not-a-valid-id");
    expect([400, 404]).toContain(response.status());
    const html = await response.text();
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

test.describe("page conventions and accessibility", () => {
  async function guestRoutes(request: Parameters<typeof seedCatalogue>[0]) {
    const { category, product } = await seedCatalogue(request);
    return [
      "/",
      `/navigation/${category.id}`,
      `/detail/${product.id}`,
      `/search?search=${encodeURIComponent(product.name.split(" ")[0] ?? "")}`,
      "/search",
      "/checkout/cart",
      "/account/login",
      "/account/register",
      "/wishlist",
      "/contact",
    ];
  }

  test("every guest page has one banner, main, contentinfo and h1, and no axe violations", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    for (const path of await guestRoutes(request)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  });

  test("the skip link is the first Tab stop and moves to the main content", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the header controls carry the names of DESIGN.md section 4", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("combobox", { name: /Search/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Wishlist/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Shopping cart/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Your account" }).click();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test('on a phone the header offers the "Menu" button instead of the flyout navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: /Search/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Shopping cart/ })).toBeInViewport();
  });

  test("a customer's pages, checkout and order confirmation have no axe violations", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { product } = await seedCatalogue(request);
    await logIn(page);
    for (const path of ["/account", "/account/address", "/account/order", "/wishlist"]) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
    await addToCartFromProductPage(page, product.id);
    await page.goto("/checkout/cart");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete order");
    await expectNoAxeViolations(page);
    await acceptTermsAndPlaceOrder(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
    await expectNoAxeViolations(page);
  });

  test("the contact form sends a message", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email address").fill("ada@example.com");
    await page.getByLabel("Subject").fill("Question about an order");
    await page.getByLabel("Your message").fill("Hello, when will my parcel arrive?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Thank you|message/i })).toBeVisible();
  });
});
