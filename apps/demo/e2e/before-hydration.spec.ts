import type { Browser, Page, Route } from "@playwright/test";
import { asReturningShopper, expect, holdScripts, test, waitForHydration } from "./fixtures";
import { gridNames, listingNames, listingSeed } from "./listing-helpers";

/** A phone-sized browser context with JavaScript off: the server HTML as a slow phone shows it. */
const phoneWithoutJavaScript = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 } });

/** A page in {@link phoneWithoutJavaScript} of a shopper who chose cookies on an earlier visit (no cookie bar). */
async function returningShopperWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await phoneWithoutJavaScript(browser, baseURL);
  await asReturningShopper(context, baseURL);
  return { context, page: await context.newPage() };
}

// Issue 17.8: on a slow phone the script takes seconds; the footer column toggles and the category menu button
// work from the server HTML (a native disclosure and a link to the category bar) and are enhanced after.
test.describe("before hydration (no JavaScript, phone)", () => {
  test("the category menu button and the footer column toggles work from the server HTML", async ({
    browser,
    baseURL,
  }) => {
    // The shopper chose cookies on an earlier visit (the bar is not in the server HTML).
    const { context, page } = await returningShopperWithoutJavaScript(browser, baseURL);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeHidden();
    // "Menu" is a link that shows the category bar as a list of links.
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#main-navigation$/);
    const clothing = nav.getByRole("link", { name: "Clothing", exact: true });
    await expect(clothing).toBeVisible();
    await clothing.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clothing");

    // A footer column is a native disclosure: folded in the server HTML (as once hydrated on a phone), a tap
    // unfolds and folds it.
    const footer = page.getByRole("contentinfo");
    const contact = footer.locator('a[href="/contact"]');
    await expect(contact).toBeHidden();
    const service = footer.locator("details", { has: page.locator('a[href="/contact"]') }).locator("summary");
    await expect(service).toHaveText("Service");
    await service.click();
    await expect(contact).toBeVisible();
    await service.click();
    await expect(contact).toBeHidden();
    await context.close();
  });

  test("a page that does not exist is a whole 404 page in the server HTML: its search, its link home, the footer", async ({
    browser,
    baseURL,
  }) => {
    // The error page's code is a chunk of its own (no page loads it otherwise): the server HTML still has it all.
    const { context, page } = await returningShopperWithoutJavaScript(browser, baseURL);
    const response = await page.goto("/detail/0190a0c0d0e0f0a0b0c0d0e0f0a0b0ff");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search the shop" })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByText("Vitrine demo shop", { exact: false }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("the footer does not move when the page hydrates: folded columns on a phone, open ones on a desktop, before and after", async ({
    browser,
    baseURL,
  }) => {
    for (const width of [375, 1280]) {
      const viewport = { width, height: 800 };
      const measure = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, baseURL, viewport });
        await asReturningShopper(context, baseURL);
        const page = await context.newPage();
        await page.goto("/checkout/cart");
        if (javaScriptEnabled) await waitForHydration(page);
        const footer = page.getByRole("contentinfo");
        const box = await footer.boundingBox();
        const contactShown = await footer.locator('a[href="/contact"]').first().isVisible();
        await context.close();
        return { top: box?.y, height: box?.height, contactShown };
      };
      const before = await measure(false);
      const after = await measure(true);
      expect(after, `${width} px`).toEqual(before);
      // Folded on a phone (SPEC: footer columns collapse on XS and SM), open on a desktop.
      expect(before.contactShown, `${width} px`).toBe(width > 767);
    }
  });

  test("a first visit's cookie bar takes its own room at the page's end: the footer's last line is not under it", async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneWithoutJavaScript(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole("contentinfo").locator("p, a").last();
    await expect
      .poll(async () => {
        const [lastBox, barBox] = await Promise.all([last.boundingBox(), bar.boundingBox()]);
        return lastBox && barBox ? Math.round(barBox.y - (lastBox.y + lastBox.height)) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await context.close();
  });
});

// Issue 24: the page's one render-blocking request is its stylesheet. The scripts' module preloads and bootstrap
// are inert in the HTML (`paintFirst` from @vitrine/vite-plugin/server): they take none of the bandwidth a phone
// needs for the first paint, and a starter makes them live after it (pages.spec.ts: "a page paints before it asks
// for its scripts").
test("the stylesheet is the one request the HTML asks for before the first paint; the scripts wait for it", async ({
  request,
}) => {
  for (const pathname of ["/", "/search?search=shirt"]) {
    const html = await (await request.get(pathname)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link[^>]*rel="stylesheet"/g), `one stylesheet in <head> of ${pathname}`).toHaveLength(
      1,
    );
    expect(html, pathname).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, pathname).not.toMatch(/<script[^>]*type="module"/);
    expect(html, pathname).not.toMatch(/<script[^>]*\ssrc=/);
    expect(head.match(/<link[^>]*rel="vitrine-modulepreload"/g)?.length ?? 0, pathname).toBeGreaterThan(2);
  }
});

// Issue 44 item 2: what a shopper did before hydration is taken over when the page hydrates, never reset. Each test
// holds the page's scripts, acts on the server HTML, then lets the scripts run and checks the hydrated page.
test.describe("what a shopper did before hydration is taken over, never reset", () => {
  const COFFEE_TIERS = "d0000000000000000000000000000030"; // 1–4 €14.99, 5–9 €13.99
  const CAMERA = "d0000000000000000000000000000020"; // accessories: the shoulder bag, 1 to 3 (0 = not chosen)

  test.beforeEach(async ({ context, baseURL }) => {
    await asReturningShopper(context, baseURL);
  });

  test("a quantity typed in the buy box before hydration stays, and its price and steps go on from it", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`/detail/${COFFEE_TIERS}`, { waitUntil: "commit" });
    const quantity = page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("spinbutton", { name: "Quantity" });
    await quantity.fill("6");
    await release();
    await waitForHydration(page);
    await expect(quantity).toHaveValue("6");
    // The hydrated buy box counts the shopper's 6: its tier price, and "+" steps on from 6.
    await expect(page.locator(".vitrine-product-price__current").first()).toHaveText("€13.99");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("7");
  });

  test("an accessory quantity typed before its code arrived is kept and counted in the total", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`/detail/${CAMERA}`, { waitUntil: "commit" });
    const accessories = page.getByRole("region", { name: "Accessories" });
    const bag = accessories.getByRole("spinbutton", { name: "X1 Shoulder Bag, quantity" });
    await bag.fill("2");
    await release();
    await waitForHydration(page);
    await expect(bag).toHaveValue("2");
    await expect(accessories.getByText(/Total with accessories/)).toBeVisible();
    await accessories.getByRole("button", { name: "One step more X1 Shoulder Bag" }).click();
    await expect(bag).toHaveValue("3");
  });

  test("a listing filter ticked before hydration is taken over and applied when the page hydrates", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0];
    const name = first?.translated?.name ?? first?.name ?? "";
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto(`/navigation/${categoryId}`, { waitUntil: "commit" });
    const box = page
      .getByRole("region", { name: "Filter" })
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
    await box.check();
    await release();
    await waitForHydration(page);
    await expect(box).toBeChecked();
    // Applied: the URL and the products follow the shopper's filter.
    await expect(page).toHaveURL(new RegExp(`manufacturer=${first?.id}(&|$)`));
    const filtered = await listingNames(request, categoryId, { manufacturer: first?.id });
    await expect.poll(() => gridNames(page)).toEqual(filtered);
  });

  test("the listing's sorting chosen before hydration is taken over, not reset: the hydrated listing is sorted so", async ({
    page,
    request,
  }) => {
    const { categoryId } = await listingSeed(request);
    const shown = await listingNames(request, categoryId, {});
    const release = await holdScripts(page);
    await page.goto(`/navigation/${categoryId}`, { waitUntil: "commit" });
    const sorting = page.getByRole("combobox", { name: "Sorting" });
    await expect(sorting).toBeVisible();
    const orders = await sorting
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    // A sorting that shows other products first than the one the page was rendered with.
    let order = "";
    let sorted: string[] = [];
    for (const candidate of orders) {
      sorted = await listingNames(request, categoryId, { order: candidate });
      order = candidate;
      if (sorted.join() !== shown.join()) break;
    }
    expect(sorted).not.toEqual(shown);
    await sorting.selectOption(order);
    await release();
    await waitForHydration(page);
    await expect(sorting).toHaveValue(order);
    await expect(page).toHaveURL(new RegExp(`[?&]order=${order}(&|$)`));
    await expect.poll(() => gridNames(page)).toEqual(sorted);
  });

  test("the listing's products per page chosen before hydration are taken over, not reset: the hydrated page shows that many", async ({
    page,
    request,
  }) => {
    const { categoryId, total } = await listingSeed(request);
    const release = await holdScripts(page);
    await page.goto(`/navigation/${categoryId}`, { waitUntil: "commit" });
    const perPage = page.getByRole("combobox", { name: "Products per page" });
    await expect(perPage).toBeVisible();
    const shownLimit = Number(await perPage.inputValue());
    const limit = shownLimit === 12 ? 48 : 12;
    await perPage.selectOption(String(limit));
    await release();
    await waitForHydration(page);
    await expect(perPage).toHaveValue(String(limit));
    await expect(page).toHaveURL(new RegExp(`[?&]limit=${limit}(&|$)`));
    await expect.poll(async () => (await gridNames(page)).length).toBe(Math.min(limit, total));
  });

  test("Only necessary clicked in the cookie bar before hydration is not lost: the choice is made and stays made", async ({
    browser,
    baseURL,
  }) => {
    // A first visit: no preference cookie yet, so the server renders the bar.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/search?search=shirt", { waitUntil: "commit" });
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await bar.getByRole("button", { name: "Only necessary" }).click();
    await expect(page).toHaveURL(/\/search\?search=shirt$/);
    await release();
    await waitForHydration(page);
    await expect(bar).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "cookie-preference")?.value).toBe("1");
    await context.close();
  });

  test("a registration field typed before hydration keeps the shopper's input over what the form stored earlier", async ({
    page,
  }) => {
    await page.goto("/account/register");
    await waitForHydration(page);
    const firstName = page.getByLabel("First name");
    await firstName.fill("Ada");
    const stored = () => page.evaluate(() => sessionStorage.getItem("vitrine-form:register.firstName"));
    await expect.poll(stored).toBe("Ada");
    // The page again, slowly: the shopper corrects the name while the scripts load.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: "commit" });
    await firstName.fill("Grace");
    await release();
    await waitForHydration(page);
    await expect(firstName).toHaveValue("Grace");
    await expect.poll(stored).toBe("Grace");
  });
});

/**
 * Holds the lazily loaded chunk whose file name starts with `name` (`CmsVideo-<hash>.js`) until `release` is called;
 * `requested` resolves when the page asks for it: its hydration has begun and the chunk's server HTML waits for it.
 */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(
    (url) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(url.pathname),
    (route) => {
      if (released) return route.continue();
      held.push(route);
      asked();
    },
  );
  return {
    requested,
    isRequested: () => held.length > 0 || released,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

// Issue 44 item 2: clicks on a lazily loaded part before its code arrives (the CMS elements, the accessories block)
// are not lost: the page keeps them and clicks again once the part's code works.
test.describe("clicks on a lazily loaded part before its code arrives are not lost", () => {
  const CAMERA = "d0000000000000000000000000000020"; // accessories: the shoulder bag, 0 to 3; several images

  test.beforeEach(async ({ context, baseURL }) => {
    await asReturningShopper(context, baseURL);
  });

  test("the accessories block's + clicked before its code arrives counts once it has", async ({ page }) => {
    // On a slow phone (CPU 6x slower) the click can land while the product element around the block is still
    // hydrating: React lets it through without a handler, and it must still count once the block's code works.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const chunk = await holdChunk(page, "AccessoriesBuyForm");
    await page.goto(`/detail/${CAMERA}`, { waitUntil: "commit" });
    await chunk.requested;
    const accessories = page.getByRole("region", { name: "Accessories" });
    const bag = accessories.getByRole("spinbutton", { name: "X1 Shoulder Bag, quantity" });
    await expect(bag).toHaveValue("0");
    await accessories.getByRole("button", { name: "One step more X1 Shoulder Bag" }).click();
    await chunk.release();
    await waitForHydration(page);
    await expect(bag).toHaveValue("1");
    await expect(accessories.getByText(/Total with accessories/)).toBeVisible();
  });

  test("a listing card's Add to shopping cart pressed before its code arrives adds the product once, when it has: the cards' add forms load on the first interaction", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, "CardAddToCart");
    await page.goto("/Clothing/");
    await waitForHydration(page);
    // The hydrated listing has not asked for the cards' add form: nobody has touched a card's button yet.
    expect(chunk.isRequested()).toBe(false);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Add to shopping cart" }) })
      .first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("button", { name: "Add to shopping cart" }).click();
    await chunk.requested;
    await chunk.release();
    const cart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(cart).toBeVisible();
    await expect(cart.getByText(name)).toBeVisible();
    // Once: the press waited for the code and was sent by the hydrated form, not twice and not as a page load.
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ }),
    ).toHaveAccessibleName(/^Shopping cart, 1 item/);
    await expect(page).toHaveURL(/\/Clothing\/$/);
  });

  test("the product page's Add to shopping cart pressed before the buy form's code arrives adds the product once, when it has: the buy form's code loads on the first interaction", async ({
    page,
  }) => {
    const COFFEE = "d0000000000000000000000000000030";
    const chunk = await holdChunk(page, "CartBuyForm");
    await page.goto(`/detail/${COFFEE}`);
    await waitForHydration(page);
    // The hydrated page has not asked for the buy form's code: nobody has touched the page yet.
    expect(chunk.isRequested()).toBe(false);
    const address = page.url();
    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "Add to shopping cart" })
      .click();
    await chunk.requested;
    await chunk.release();
    // The off-canvas cart: the add waited for the code and was sent by the hydrated form, once, not as a page load.
    const cart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole("spinbutton", { name: /^Quantity of / })).toHaveValue("1");
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Shopping cart/ }),
    ).toHaveAccessibleName(/^Shopping cart, 1 item/);
    expect(page.url()).toBe(address);
  });

  test("a CMS element's controls clicked before its code arrives act once it has: the product gallery's next arrow, whose code loads on the first interaction", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const chunk = await holdChunk(page, "CmsImageSlider");
    await page.goto(`/detail/${CAMERA}`, { waitUntil: "commit" });
    // The page hydrates without the gallery's code: it loads on the shopper's first interaction (issue 45).
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(chunk.isRequested()).toBe(false);
    const gallery = page.getByRole("region", { name: "Product images" });
    const second = gallery.locator('[aria-roledescription="slide"]').nth(1);
    await expect(second).toHaveAttribute("data-state", "inactive");
    // The pointer over the arrow asks for the code; the click meanwhile is kept.
    await gallery.getByRole("button", { name: "Next image" }).click();
    await chunk.requested;
    await expect(second).toHaveAttribute("data-state", "inactive");
    await chunk.release();
    await expect(second).toHaveAttribute("data-state", "active");
    await expect(page.locator("[data-lazy-pending]")).toHaveCount(0);
  });

  test("the footer's code loads on the first interaction; its Cookie settings pressed before the code arrives opens the settings once it has", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, "SiteFooter");
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(chunk.isRequested(), "the footer's code before any interaction").toBe(false);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await chunk.requested;
    await chunk.release();
    await expect(page.getByRole("dialog", { name: "Cookie settings" })).toBeVisible();
  });

  test("the home page's text element shows its server HTML and loads its code only on the first interaction", async ({
    page,
  }) => {
    const textChunk = /\/CmsText-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const text = page.locator('[data-element="text"]').first();
    await expect(text).not.toBeEmpty();
    expect(requested.some((path) => textChunk.test(path))).toBe(false);
    await text.hover();
    await expect.poll(() => requested.some((path) => textChunk.test(path))).toBe(true);
    await expect(text.locator("[data-lazy-pending]")).toHaveCount(0);
  });

  test("the category page's sidebar navigation shows its server HTML and loads its code only on the first interaction", async ({
    page,
  }) => {
    const navigationChunk = /\/CmsCategoryNavigation-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/Clothing/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const navigation = page.getByRole("navigation", { name: "Categories" });
    await expect(navigation.getByRole("link", { name: "Clothing" })).toHaveAttribute("aria-current", "page");
    await expect(navigation.getByRole("link", { name: "T-shirts" })).toHaveAttribute(
      "href",
      "/Clothing/T-shirts/",
    );
    expect(requested.some((path) => navigationChunk.test(path))).toBe(false);
    await navigation.getByRole("link", { name: "Hoodies" }).hover();
    await expect.poll(() => requested.some((path) => navigationChunk.test(path))).toBe(true);
    await expect(page.locator('[data-element="category-navigation"] [data-island-hydrated]')).toBeAttached();
    await navigation.getByRole("link", { name: "Hoodies" }).click();
    await expect(page).toHaveURL(/\/Clothing\/Hoodies\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoodies");
  });

  test("the video element's code loads on the first interaction; its Load video clicked before the code arrives loads the video once it has", async ({
    page,
  }) => {
    // No network here: the player's document is answered locally.
    await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    const chunk = await holdChunk(page, "CmsVideo");
    await page.goto("/");
    // The page hydrates without the video's code (issue 45): its consent placeholder is the server's until then.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(chunk.isRequested()).toBe(false);
    const video = page.locator('[data-element="youtube-video"]');
    // The pointer over the button asks for the code; the click meanwhile is kept.
    await video.getByRole("button", { name: "Load video" }).click();
    await chunk.requested;
    await expect(video.locator("iframe")).toHaveCount(0);
    await chunk.release();
    await expect(video.locator(".vitrine-consent-video")).toHaveAttribute("data-state", "player");
    await expect(video.locator("iframe")).toHaveCount(1);
  });

  test("a description tab chosen before the configurator's code has come leaves the configurator and the heading as the server rendered them", async ({
    page,
  }) => {
    await page.goto("/detail/d0000000000000000000000000000003");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // The parts whose code comes later keep their server HTML: no update of the page reaches them before it.
    await page.evaluate(() => {
      const marked = window as unknown as { serverParts: (Element | null)[] };
      marked.serverParts = [document.querySelector(".vitrine-variant"), document.querySelector("h1")];
    });
    const properties = page.getByRole("tab", { name: "Properties" });
    await properties.click();
    await expect(properties).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Properties" })).toBeVisible();
    const kept = await page.evaluate(() => {
      const marked = window as unknown as { serverParts: (Element | null)[] };
      return marked.serverParts.map((part) => part?.isConnected ?? false);
    });
    expect(kept).toEqual([true, true]);
  });

  test("a variant chosen before the configurator's code arrives is switched to once it has: its code loads on the first interaction", async ({
    page,
  }) => {
    const TEE_RESTOCK = "d0000000000000000000000000000003"; // Essential Organic Tee, Ocean / S; XL is €26.99
    const chunk = await holdChunk(page, "variants");
    await page.goto(`/detail/${TEE_RESTOCK}`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(chunk.isRequested()).toBe(false);
    const price = page.locator(".vitrine-buy-box .vitrine-product-price__current");
    await expect(price).toHaveText("€24.99");
    const shown = page.url();
    await page.locator(".vitrine-variant__option").filter({ hasText: /^XL\b/ }).click();
    await chunk.requested;
    await expect(page).toHaveURL(shown);
    await chunk.release();
    await expect(page).not.toHaveURL(shown);
    await expect(price).toHaveText("€26.99");
  });
});
