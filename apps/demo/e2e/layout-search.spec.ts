import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, seedCatalogue, test, waitForHydration } from "./fixtures";

// SPEC sections 2, 5, 7 and 9: the header's search suggestions (minimum 3 characters, debounce 250 ms).

function countSuggestRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/store-api/search-suggest")) requests.push(request.url());
  });
  return requests;
}

async function searchTerm(request: Parameters<typeof seedCatalogue>[0]) {
  const { product } = await seedCatalogue(request);
  const word = product.name.split(/\s+/).find((part) => part.length >= 4) ?? product.name;
  return { product, word };
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie bar is covered by its own spec; here the shopper has chosen.
  await context.addCookies([{ name: "cookie-preference", value: "1", url: baseURL ?? "" }]);
});

test("fewer than 3 trimmed characters: no request, no suggestions, submission blocked", async ({ page }) => {
  const requests = countSuggestRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  const search = page.getByRole("combobox", { name: /Search/ });
  await search.pressSequentially("ab ", { delay: 50 });
  await page.waitForTimeout(600);
  expect(requests).toHaveLength(0);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await search.press("Enter");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Please enter at least 3 characters.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("3 characters show product suggestions; fast typing sends one request (debounce 250 ms)", async ({
  page,
  request,
}) => {
  const { word } = await searchTerm(request);
  const requests = countSuggestRequests(page);
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

  // Typing the rest fast (under 250 ms between keys) sends one more request, for the whole term.
  await search.pressSequentially(word.slice(3).toLowerCase(), { delay: 40 });
  await expect.poll(() => requests.length).toBe(2);
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(2);
  // The suggestions are for the whole term.
  await expect(listbox.getByRole("option", { name: new RegExp(word, "i") }).first()).toBeVisible();
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
  await expect(page).toHaveURL(/\/detail\/[0-9a-f]+/);
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
