import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, htmlText, tabTo, test, waitForHydration } from "./fixtures";
import { gridNames, listingNames, listingSeed } from "./listing-helpers";
import { literal, seoPathOf } from "./seo-helpers";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nameOf = (entity: { name?: string | null; translated?: { name?: string | null } }) =>
  entity.translated?.name ?? entity.name ?? "";

/** A page of a browser context without JavaScript (close the context when done). */
async function pageWithoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    ...(viewport ? { viewport } : {}),
  });
  return { context, page: await context.newPage() };
}

/** Opens the seeded category, hydrated, for a test that makes listing requests fail on purpose. */
async function openListingWithFaults(
  page: Page,
  request: APIRequestContext,
  problemLog: { allow: RegExp[] },
) {
  // The failed listing requests are logged by the browser; that is the point of these tests.
  problemLog.allow.push(/Failed to load resource/);
  const { categoryId, manufacturers } = await listingSeed(request);
  await page.goto(`/navigation/${categoryId}`);
  await waitForHydration(page);
  return { categoryId, first: manufacturers[0] as (typeof manufacturers)[0] };
}

test.describe("listing with filter panel", () => {
  test("any filter change rebuilds the query, fetches, updates history; back navigation restores filters from the URL", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const [first, second] = manufacturers as [(typeof manufacturers)[0], (typeof manufacturers)[0]];
    await page.goto(`/navigation/${categoryId}?p=2`);
    await waitForHydration(page);
    const filters = page.getByRole("region", { name: "Filter" });
    await expect(filters).toBeVisible();
    const unfiltered = await gridNames(page);
    // The hook fetches filter changes itself: the route loader (a .data request) does not run again.
    const loaderRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) loaderRequests.push(request.url());
    });

    const manufacturer = filters.getByRole("group", { name: "Manufacturer" });
    await manufacturer.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) }).check();
    // A filter change resets the page to 1.
    await expect(page).toHaveURL(new RegExp(`manufacturer=${first.id}(&|$)`));
    expect(new URL(page.url()).searchParams.get("p") ?? "1").toBe("1");
    const onlyFirst = await listingNames(request, categoryId, { manufacturer: first.id });
    await expect.poll(() => gridNames(page)).toEqual(onlyFirst);
    expect(onlyFirst).not.toEqual(unfiltered);
    await expect(page.getByRole("status").filter({ hasText: /products?$/ })).toBeVisible();

    await manufacturer
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(second))}`) })
      .check();
    // Manufacturer ids are joined with |.
    await expect
      .poll(() => new URL(page.url()).searchParams.get("manufacturer"))
      .toBe(`${first.id}|${second.id}`);
    const both = await listingNames(request, categoryId, { manufacturer: `${first.id}|${second.id}` });
    await expect.poll(() => gridNames(page)).toEqual(both);
    await expect(page.getByRole("link", { name: /^Remove filter/ })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("manufacturer")).toBe(first.id);
    await expect(
      manufacturer.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(second))}`) }),
    ).not.toBeChecked();
    await expect.poll(() => gridNames(page)).toEqual(onlyFirst);

    await page.goBack();
    await expect(page).toHaveURL(/\?p=2$/);
    await expect(manufacturer.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect.poll(() => gridNames(page)).toEqual(unfiltered);

    await page.goForward();
    await expect.poll(() => gridNames(page)).toEqual(onlyFirst);
    expect(loaderRequests, "no loader requests for filter changes").toEqual([]);
  });

  test("the server renders any filter URL directly, so a shared link works without JavaScript", async ({
    request,
    browser,
    baseURL,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    const url = `/navigation/${categoryId}?order=name-desc&manufacturer=${first.id}`;
    const expected = await listingNames(request, categoryId, { manufacturer: first.id, order: "name-desc" });
    const html = await (await request.get(url)).text();
    let position = -1;
    for (const name of expected.slice(0, 4)) {
      const at = html.indexOf(htmlText(name), position + 1);
      expect(at, `${name} in the server HTML, in order`).toBeGreaterThan(position);
      position = at;
    }
    expect(html).toMatch(new RegExp(`<input type="checkbox"[^>]*checked=""[^>]*value="${first.id}"`));
    expect(html).toContain(`${expected.length} product`);

    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    await page.goto(url);
    await expect(page.getByRole("combobox", { name: "Sorting" })).toHaveValue("name-desc");
    await expect.poll(() => gridNames(page)).toEqual(expected);
    await context.close();
  });

  test("without JavaScript the sorting (order), products per page (limit) and filters are one GET form: Apply loads that listing URL, the server renders it, back to page 1", async ({
    request,
    browser,
    baseURL,
  }) => {
    const [{ categoryId, manufacturers }, { context, page }] = await Promise.all([
      listingSeed(request),
      pageWithoutJavaScript(browser, baseURL),
    ]);
    await page.goto(`/navigation/${categoryId}?p=2`);
    const sorting = page.getByRole("combobox", { name: "Sorting" });
    const limit = page.getByRole("combobox", { name: "Products per page" });
    const apply = page.locator(".listing-toolbar").getByRole("button", { name: "Apply" });
    await expect(apply).toBeVisible();

    await sorting.selectOption("price-desc");
    await limit.selectOption("12");
    await apply.click();
    const categoryPath = await seoPathOf(request, "category", categoryId);
    await expect(page).toHaveURL(new RegExp(`${literal(categoryPath)}\\?order=price-desc&limit=12$`));
    await expect(sorting).toHaveValue("price-desc");
    await expect(limit).toHaveValue("12");
    const sorted = await listingNames(request, categoryId, { order: "price-desc", limit: 12 });
    // Without JavaScript the URL changes when the next document starts to arrive; its grid streams in after.
    await expect.poll(() => gridNames(page)).toEqual(sorted);

    // The filter panel is part of the same form: its own Apply keeps sorting and limit, ids join with |.
    const first = manufacturers[0] as (typeof manufacturers)[0];
    const filters = page.getByRole("region", { name: "Filter" });
    await filters
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) })
      .check();
    await filters.getByRole("spinbutton", { name: /Highest price/ }).fill("500");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe(`?order=price-desc&limit=12&manufacturer=${first.id}&max-price=500`);
    const filtered = await listingNames(request, categoryId, {
      order: "price-desc",
      limit: 12,
      manufacturer: first.id,
      "max-price": 500,
    });
    await expect.poll(() => gridNames(page)).toEqual(filtered);
    expect(filtered).not.toEqual(sorted);
    await expect(page.getByRole("link", { name: /^Remove filter/ })).toHaveCount(2);
    await context.close();
  });

  test("without JavaScript the filter chips' remove and 'Reset all' are links to the URL without that filter", async ({
    request,
    browser,
    baseURL,
  }) => {
    const [{ categoryId, manufacturers }, { context, page }] = await Promise.all([
      listingSeed(request),
      pageWithoutJavaScript(browser, baseURL),
    ]);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    await page.goto(`/navigation/${categoryId}?order=price-desc&manufacturer=${first.id}&max-price=500`);
    const chips = page.getByRole("region", { name: "Active filters" });
    await chips.getByRole("link", { name: /^Remove filter .*500/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?order=price-desc&manufacturer=${first.id}`);
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { order: "price-desc", manufacturer: first.id }));
    await expect(chips.getByRole("link", { name: /^Remove filter/ })).toHaveCount(1);
    await chips.getByRole("link", { name: "Reset all" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?order=price-desc");
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { order: "price-desc" }));
    await expect(chips).toHaveCount(0);
    await context.close();
  });

  test("without JavaScript, on a phone the filters stay in the page with their Apply button (the off-canvas needs JavaScript)", async ({
    request,
    browser,
    baseURL,
  }) => {
    const { categoryId } = await listingSeed(request);
    const { context, page } = await pageWithoutJavaScript(browser, baseURL, { width: 375, height: 800 });
    await page.goto(`/navigation/${categoryId}`);
    const filters = page.getByRole("region", { name: "Filter" });
    await expect(filters).toBeVisible();
    await expect(filters.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeHidden();
    await context.close();
  });

  test("sorting, pagination and products per page each fetch and update the URL", async ({
    page,
    request,
  }) => {
    const { categoryId } = await listingSeed(request);
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);

    const sorting = page.getByRole("combobox", { name: "Sorting" });
    await sorting.selectOption("price-desc");
    await expect(page).toHaveURL(/order=price-desc/);
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { order: "price-desc" }));

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { order: "price-desc", p: 2 }));
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    const limit = page.getByRole("combobox", { name: "Products per page" });
    await limit.selectOption("12");
    await expect(page).toHaveURL(/limit=12/);
    expect(new URL(page.url()).searchParams.get("p") ?? "1").toBe("1");
    await expect(page.locator(".vitrine-product-card")).toHaveCount(12);
    // With JavaScript every control applies itself: the form's Apply buttons exist only without it.
    await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("range filter errors filterRangeErrorMessage and filterRangeLowerBoundErrorMessage, checked after 500 ms idle", async ({
    page,
    request,
  }) => {
    const { categoryId } = await listingSeed(request);
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);
    const price = page.getByRole("region", { name: "Filter" }).getByRole("group", { name: "Price" });
    const min = price
      .getByRole("spinbutton", { name: /Lowest price/ })
      .or(price.getByRole("textbox", { name: /Lowest price/ }));
    const max = price
      .getByRole("spinbutton", { name: /Highest price/ })
      .or(price.getByRole("textbox", { name: /Highest price/ }));
    const urlBefore = page.url();
    // Both fields in one task: on a busy machine two fills can be more than 500 ms apart, and the first alone is valid.
    const fillRange = (lowest: string, highest: string) =>
      price.evaluate(
        (group, values) => {
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
          group.querySelectorAll("input").forEach((input, index) => {
            setValue?.call(input, values[index] ?? "");
            input.dispatchEvent(new Event("input", { bubbles: true }));
          });
        },
        [lowest, highest],
      );

    await fillRange("50", "10");
    await expect(max).toHaveValue("10");
    const rangeError = page.getByText("The lowest price must not be higher than the highest price.");
    // Not while typing: only after 500 ms without input.
    await expect(rangeError).toBeHidden({ timeout: 200 });
    await expect(rangeError).toBeVisible();
    await expect(min).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).toBe(urlBefore);
    await expectNoAxeViolations(page);

    await fillRange("-5", "");
    await expect(page.getByText("Prices cannot be lower than 0.")).toBeVisible();
    await expect(rangeError).toBeHidden();
    expect(page.url()).toBe(urlBefore);

    await min.fill("20");
    await expect(page).toHaveURL(/min-price=20/);
    await expect(page.getByText("Prices cannot be lower than 0.")).toBeHidden();
  });

  test("options that no longer combine are disabled and titled 'Filter not active'", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);
    const filters = page.getByRole("region", { name: "Filter" });
    await expect(filters.locator('[title="Filter not active"]')).toHaveCount(0);
    await filters
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) })
      .check();
    const inactive = filters.locator('label[title="Filter not active"]');
    await expect(inactive.first()).toBeVisible();
    await expect(inactive.first().getByRole("checkbox")).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("a failed fetch keeps the current results, says so, and offers a retry", async ({
    page,
    request,
    problemLog,
  }) => {
    const { categoryId, first } = await openListingWithFaults(page, request, problemLog);
    const before = await gridNames(page);

    await page.route("**/store-api/product-listing/**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"errors":[{"status":"503"}]}' }),
    );
    await page
      .getByRole("region", { name: "Filter" })
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) })
      .check();
    const alert = page.getByRole("alert").filter({ hasText: "The products could not be loaded" });
    await expect(alert).toBeVisible();
    expect(await gridNames(page)).toEqual(before);
    await expectNoAxeViolations(page);

    await page.unroute("**/store-api/product-listing/**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toBeHidden();
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { manufacturer: first.id }));
  });

  test("on small screens the filters are in an off-canvas with a Show N products action", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Filter" })).toBeHidden();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) })
      .check();
    await expect(page).toHaveURL(new RegExp(`manufacturer=${first.id}`));
    const filtered = await request.post(`/store-api/product-listing/${categoryId}`, {
      data: { manufacturer: first.id },
    });
    const { total } = (await filtered.json()) as { total: number };
    const show = dialog.getByRole("button", { name: `Show ${total} products` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /^Filter/ })).toContainText("(1)");
  });

  test("on a phone the inline filter controls' code never loads: it comes when the shopper opens the filter off-canvas", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    const controlsCode: string[] = [];
    page.on("request", (asked) => {
      if (/\/FilterControls[^/]*\.js$/.test(new URL(asked.url()).pathname)) controlsCode.push(asked.url());
    });
    await page.setViewportSize({ width: 412, height: 800 });
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);
    // The hidden inline panel is gone once the viewport is known; the page is quiet without its code.
    await expect(page.getByRole("region", { name: "Filter" })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(controlsCode).toEqual([]);

    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await dialog
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) })
      .check();
    await expect(page).toHaveURL(new RegExp(`manufacturer=${first.id}`));
    expect(controlsCode).toHaveLength(1);
  });

  test("on a desktop, a sorting chosen while the filter panel's code is on its way neither replaces the panel's server HTML (no blink) nor loses a box ticked in it: both apply once it has hydrated", async ({
    page,
    request,
  }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    await page.setViewportSize({ width: 1280, height: 900 });
    // The panel's code is held until the test lets it come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => /\/FilterControls[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Filter" });
    await expect(panel.locator("[data-island-hydrated]")).toHaveCount(0);
    // The server's panel, marked to see whether React replaces it.
    await panel.evaluate((element) => {
      element.querySelector("fieldset")?.setAttribute("data-server", "");
    });
    const box = panel
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) });
    await box.check();
    await page.getByRole("combobox", { name: "Sorting" }).selectOption("price-desc");
    await expect(box).toBeChecked();
    await expect(panel.locator("fieldset[data-server]")).toHaveCount(1);

    release();
    await expect(panel.locator("[data-island-hydrated]")).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`order=price-desc.*manufacturer=${first.id}`));
    await expect(box).toBeChecked();
    await expect(panel.locator("fieldset[data-server]")).toHaveCount(1);
    await expect(page.getByRole("combobox", { name: "Sorting" })).toHaveValue("price-desc");
    await expect
      .poll(() => gridNames(page))
      .toEqual(await listingNames(request, categoryId, { order: "price-desc", manufacturer: first.id }));
  });

  test("keyboard only: filter, sort and paginate the listing without a mouse", async ({ page, request }) => {
    const { categoryId, manufacturers } = await listingSeed(request);
    const first = manufacturers[0] as (typeof manufacturers)[0];
    await page.goto(`/navigation/${categoryId}`);
    await waitForHydration(page);

    const checkbox = page
      .getByRole("region", { name: "Filter" })
      .getByRole("group", { name: "Manufacturer" })
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(nameOf(first))}`) });
    await tabTo(page, checkbox);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(new RegExp(`manufacturer=${first.id}`));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeFocused();

    const sorting = page.getByRole("combobox", { name: "Sorting" });
    await tabTo(page, sorting);
    const before = await sorting.inputValue();
    await page.keyboard.press("ArrowDown");
    await expect(sorting).not.toHaveValue(before);
    await expect(page).toHaveURL(/order=/);

    await page.getByRole("link", { name: /^Remove filter/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/manufacturer=/);
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" });
    await tabTo(page, next, 200);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/p=2/);
    await expectNoAxeViolations(page);
  });

  test("the search page lists the results with the same filters, sorting and pagination", async ({
    page,
    request,
  }) => {
    const { manufacturers } = await listingSeed(request);
    await page.goto("/search?search=the");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("the");
    await expect(page.getByRole("region", { name: "Filter" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sorting" })).toBeVisible();
    const before = await gridNames(page);
    expect(before.length).toBeGreaterThan(0);
    const group = page.getByRole("region", { name: "Filter" }).getByRole("group", { name: "Manufacturer" });
    const box = group.getByRole("checkbox").first();
    await box.check();
    await expect(page).toHaveURL(/search=the.*manufacturer=|manufacturer=.*search=the/);
    await expect.poll(() => gridNames(page)).not.toEqual(before);
    expect(manufacturers.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});
