import type { Page, Request } from "@playwright/test";
import {
  asReturningShopper,
  expect,
  expectNoAxeViolations,
  seedCatalogue,
  test,
  waitForHydration,
} from "./fixtures";
import { PRODUCT_URL } from "./seo-helpers";

// SPEC sections 2, 5, 7 and 9: the header's search suggestions (minimum 3 characters, debounce 250 ms).

const isSuggestRequest = (request: Request) => request.url().includes("/store-api/search-suggest");

/** The suggestion requests the page sends, in the order it sends them. */
function countSuggestRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isSuggestRequest(request)) requests.push(request.url());
  });
  return requests;
}

/** Waits for the answer to the next suggestion request. */
const suggestAnswer = (page: Page) =>
  page.waitForResponse((response) => isSuggestRequest(response.request()));

/** The header search's debounce (SPEC section 9). */
const SEARCH_DEBOUNCE_MS = 250;

async function searchTerm(request: Parameters<typeof seedCatalogue>[0]) {
  const { product } = await seedCatalogue(request);
  const word = product.name.split(/\s+/).find((part) => part.length >= 4) ?? product.name;
  return { product, word };
}

test.beforeEach(async ({ context, baseURL }) => {
  await asReturningShopper(context, baseURL);
});

test("fewer than 3 trimmed characters: no request, no suggestions, submission blocked", async ({
  page,
  request,
}) => {
  const { word } = await searchTerm(request);
  const requests = countSuggestRequests(page);
  // The page's timers run on Playwright's clock: the debounce window passes when the test says so.
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.pressSequentially("ab ", { delay: 50 });
  // Twice the debounce window: a request for "ab" would be sent within it.
  await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await search.press("Enter");
  await expect(page.getByText("Please enter at least 3 characters.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
  // A valid term typed after the window sends its request and shows its suggestions: the first and only request.
  const answered = suggestAnswer(page);
  await search.fill(word);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await answered;
  await expect(
    page
      .getByRole("listbox")
      .getByRole("option", { name: new RegExp(word, "i") })
      .first(),
  ).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
});

test("3 characters show product suggestions; fast typing sends one request (debounce 250 ms)", async ({
  page,
  request,
}) => {
  const { product } = await seedCatalogue(request);
  // The longest word of the product's name: several keys follow the first three.
  const word = product.name
    .split(/\s+/)
    .reduce((longest, part) => (part.length > longest.length ? part : longest));
  expect(word.length).toBeGreaterThanOrEqual(5);
  const requests = countSuggestRequests(page);
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.pressSequentially(word.slice(0, 3).toLowerCase(), { delay: 30 });
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option").first()).toBeVisible();
  await expect(listbox.getByRole("option", { name: /Show all \d+ results/ })).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  expect(requests).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Typing the rest fast (under 250 ms between keys) sends one more request, for the whole term, and no other.
  // The page's clock moves 40 ms between keys (however slow the machine), then the window passes.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (const key of word.slice(3).toLowerCase()) {
    await page.keyboard.type(key);
    await page.clock.runFor(40);
  }
  const answered = suggestAnswer(page);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await answered;
  await page.clock.resume();
  // The suggestions are for the whole term.
  await expect(search).toHaveValue(word.toLowerCase());
  await expect(listbox.getByRole("option", { name: new RegExp(word, "i") }).first()).toBeVisible();
  expect(requests).toHaveLength(2);
});

test("arrow keys move through the suggestions and Enter opens the product", async ({ page, request }) => {
  const { word } = await searchTerm(request);
  await page.goto("/");
  await waitForHydration(page);
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.fill(word);
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toBeVisible();
  const name = ((await first.textContent()) ?? "").trim();
  await search.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const activeId = await first.getAttribute("id");
  await expect(search).toHaveAttribute("aria-activedescendant", activeId ?? "");
  await search.press("ArrowDown");
  await search.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
  await search.press("Enter");
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
});

test("Escape closes the suggestions and focus stays in the field", async ({ page, request }) => {
  const { word } = await searchTerm(request);
  await page.goto("/");
  await waitForHydration(page);
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.fill(word);
  await expect(page.getByRole("listbox")).toBeVisible();
  await search.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(word);
  await expectNoAxeViolations(page);
});

test("submitting goes to /search?search=<term, URL-encoded> and the search page shows the results", async ({
  page,
  request,
}) => {
  const { word } = await searchTerm(request);
  await page.goto("/");
  await waitForHydration(page);
  const term = `${word} & co`;
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.fill(term);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/search");
  expect(url.searchParams.get("search")).toBe(term);
  expect(url.search).toContain("%26");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
  // The field on the search page shows the page's term (server-rendered).
  const html = await (await request.get(`/search?search=${encodeURIComponent(word)}`)).text();
  expect(html).toMatch(new RegExp(`role="combobox"[^>]*value="${word}"|value="${word}"[^>]*role="combobox"`));
});
