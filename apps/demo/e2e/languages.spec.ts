import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  seedCatalogue,
  storeApiHeaders,
  test,
  waitForHydration,
} from "./fixtures";
import { expectOrderPlaced } from "./order-helpers";
import { literal } from "./seo-helpers";

// Issue 43 item 4: switching language keeps the page (the same product at its German SEO URL) and the cart; a German
// guest checkout in Swiss francs places an order whose total is rounded to 0.05; axe on the German pages. Every text
// the shopper reads on these German pages is German (issue 43: "every text ... right for that choice").

// Seeded product (apps/demo-api/src/seed/ids.ts): Single Origin Espresso, €14.99.
const COFFEE = "d0000000000000000000000000000030";
/** The German finish page's address after a placed order. */
const GERMAN_FINISH_URL = /\/de\/checkout\/finish\/[0-9a-f]{32}$/;
/** An amount in Swiss francs as a German page writes it (`19,95 CHF`). */
const CHF_AMOUNT_DE = /^[\d.’']+,\d{2}\sCHF$/;

const banner = (page: Page) => page.getByRole("banner");

/** The product's German SEO path (`/de/…/VT-…`): where its technical German URL answers 301 to. */
async function germanProductPath(request: APIRequestContext, productId: string): Promise<string> {
  const redirect = await request.get(`/de/detail/${productId}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  const location = redirect.headers().location ?? "";
  expect(location).toMatch(/^\/de\/[^/]+\/VT-\d+$/);
  return location;
}

/** An amount a German page shows (`1.234,55 CHF`) as a number. */
const amountOf = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test.describe("German shop (issue 43)", () => {
  test("switching language with the header's language switcher keeps the page (the same product at its German SEO URL) and the cart", async ({
    page,
    request,
  }) => {
    const germanPath = await germanProductPath(request, COFFEE);
    await page.goto(`/detail/${COFFEE}`);
    await waitForHydration(page);
    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "Add to shopping cart" })
      .click();
    const offcanvas = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(offcanvas).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(offcanvas).toBeHidden();
    await expect(banner(page).getByRole("button", { name: /^Shopping cart/ })).toHaveAccessibleName(
      /^Shopping cart, 1 item, /,
    );

    await banner(page)
      .getByRole("button", { name: /^Language/ })
      .click();
    await banner(page).getByRole("link", { name: "Deutsch" }).click();

    await expect(page).toHaveURL(new RegExp(`${literal(germanPath)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await waitForHydration(page);
    // The same cart, now named in German.
    await expect(banner(page).getByRole("button", { name: /^Warenkorb/ })).toHaveAccessibleName(
      /^Warenkorb, 1 Artikel, /,
    );
    await expect(
      page.locator("#productDetailPageBuyProductForm").getByRole("button", { name: "In den Warenkorb" }),
    ).toBeVisible();
  });

  test("the product page's product number is labelled in the page's language: Produktnummer on the German page", async ({
    page,
    request,
  }) => {
    await page.goto(await germanProductPath(request, COFFEE));
    await expect(page.getByText(/^Produktnummer: \S+$/)).toBeVisible();
    await expect(page.getByText(/^Product number:/)).toHaveCount(0);
    await page.goto(`/detail/${COFFEE}`);
    await expect(page.getByText(/^Product number: \S+$/)).toBeVisible();
  });

  test("a German guest checkout in Swiss francs: German labels, the order placed, its total in CHF rounded to 0.05", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const germanPath = await germanProductPath(request, COFFEE);
    await page.goto(germanPath);
    await waitForHydration(page);
    const currency = banner(page).getByRole("combobox", { name: "Währung" });
    const reloaded = page.waitForEvent("load");
    await currency.selectOption({ label: "CHF" });
    // The page loads again in the session's new currency: its prices in CHF, then hydrated anew.
    await reloaded;
    await expect(page.locator(".vitrine-product-price__current").first()).toContainText("CHF");
    await expect(currency.locator("option:checked")).toHaveText("CHF");
    await waitForHydration(page);

    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "In den Warenkorb" })
      .click();
    const offcanvas = page.getByRole("dialog", { name: "Warenkorb" });
    await expect(offcanvas).toBeVisible();
    await offcanvas.getByRole("link", { name: "Zur Kasse" }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/confirm$/);
    await expect(offcanvas).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestellung abschließen");

    // Shopware's guest registration, in German.
    await expect(page.getByRole("heading", { name: "Als Gast bestellen" })).toBeVisible();
    const guest = {
      Vorname: "Grete",
      Nachname: "Gast",
      "E-Mail-Adresse": "grete.gast.chf@example.com",
      "Straße und Hausnummer": "Bahnhofstrasse 1",
      PLZ: "8001",
      Ort: "Zürich",
    };
    for (const [label, value] of Object.entries(guest))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Als Gast fortfahren" }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/confirm$/);
    await expect(page.getByRole("heading", { name: "Adressen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rechnungsadresse" })).toBeVisible();
    await expect(page.getByText(guest["Straße und Hausnummer"]).first()).toBeVisible();
    const confirmTotal = page.locator("dd.totals-grand");
    await expect(confirmTotal).toHaveText(CHF_AMOUNT_DE);
    const confirmed = amountOf((await confirmTotal.textContent()) ?? "");

    await page.getByRole("checkbox", { name: /AGB/ }).check();
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expectOrderPlaced(page, GERMAN_FINISH_URL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");

    const summary = page.getByRole("region", { name: "Bestellübersicht" });
    const total = summary.locator(".totals-line strong");
    await expect(total).toHaveText(CHF_AMOUNT_DE);
    const shown = amountOf((await total.textContent()) ?? "");
    expect(shown).toBeGreaterThan(0);
    // Swiss cash rounding: the total is a multiple of 0.05.
    expect(Math.round(shown * 100) % 5).toBe(0);
    // The order's total is the one the confirm page showed.
    expect(shown).toBe(confirmed);

    // The order itself, read through the Store API in the shopper's session: CHF, total a multiple of 0.05.
    const orderId = /\/checkout\/finish\/([0-9a-f]{32})$/.exec(page.url())?.[1];
    const orders = await page.request.post("/store-api/order", {
      headers: storeApiHeaders(page),
      data: { filter: [{ type: "equals", field: "id", value: orderId }], associations: { currency: {} } },
    });
    expect(orders.ok()).toBe(true);
    const [order] = (await orders.json()).orders.elements;
    const currencies = await request.get("/store-api/currency");
    const currencyList = await currencies.json();
    const chf = (currencyList as { id: string; isoCode: string }[]).find((entry) => entry.isoCode === "CHF");
    expect(order.currencyId).toBe(chf?.id);
    expect(order.amountTotal).toBe(shown);
    expect(Math.round(order.amountTotal * 100) % 5).toBe(0);
  });

  test("the German home, category, product, cart, confirm and login pages have no axe violations", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { category } = await seedCatalogue(request);
    await page.goto("/de/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expectNoAxeViolations(page);

    await page.goto(`/de/navigation/${category.id}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/de\/.+\/$/);
    await expectNoAxeViolations(page);

    await page.goto(await germanProductPath(request, COFFEE));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "In den Warenkorb" })
      .click();
    await expect(page.getByRole("dialog", { name: "Warenkorb" })).toBeVisible();

    await page.goto("/de/checkout/cart");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warenkorb");
    await expect(page.getByRole("link", { name: "Zur Kasse" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/de/checkout/confirm");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Als Gast bestellen" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A guest opening the German account is sent to the German login page, and back afterwards.
    await page.goto("/de/account");
    await expect(page).toHaveURL(/\/de\/account\/login\?redirectTo=%2Fde%2Faccount$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
    await expect(page.getByLabel("Passwort", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Anmelden \|/);
    await expectNoAxeViolations(page);
  });
});
