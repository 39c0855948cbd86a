import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  logIn,
  storeApiHeaders,
  tabTo,
  test,
  waitForHydration,
} from "./fixtures";

// Seeded product (apps/demo-api/src/seed/ids.ts).
const COFFEE_ID = "d0000000000000000000000000000030";

const SECOND = { street: "Hafenstraße 5", zipcode: "20457", city: "Hamburg" };

/** A fresh customer with a cart, on the confirm page; the first address is the one `newCustomer` registered. */
async function confirmPageWithCart(page: Page) {
  await logIn(page);
  const answer = await page.request.post("/store-api/checkout/cart/line-item", {
    data: { items: [{ type: "product", referencedId: COFFEE_ID, quantity: 1 }] },
    headers: storeApiHeaders(page),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto("/checkout/confirm");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete order");
  // A marker that a full page load would wipe: the page must update without one.
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
}

/** The address column of the confirm page ("Shipping address", "Billing address"). */
const column = (page: Page, title: string) =>
  page.locator("#addresses-title ~ div > div").filter({ has: page.getByRole("heading", { name: title }) });

const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded === true);

test.describe("address editor from the confirm page", () => {
  test("a customer creates a second address in the editor, chooses it for shipping, and the confirm page shows it without a reload", async ({
    page,
  }) => {
    await confirmPageWithCart(page);
    await expect(column(page, "Shipping address")).toContainText("Musterstraße 12");
    const change = page.getByRole("button", { name: "Change shipping address" });
    await change.click();
    const dialog = page.getByRole("dialog", { name: "Change shipping address" });
    await expect(dialog.getByRole("list", { name: "Your addresses" }).getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Add a new address" }).click();
    // The register form's rules: an empty street is refused before anything is sent.
    await dialog.getByRole("button", { name: "Save address" }).click();
    await expect(dialog.getByRole("textbox", { name: "Street and number" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await dialog.getByRole("textbox", { name: "First name" }).fill("Grace");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await dialog.getByRole("textbox", { name: "Street and number" }).fill(SECOND.street);
    await dialog.getByRole("textbox", { name: "Postcode" }).fill(SECOND.zipcode);
    await dialog.getByRole("textbox", { name: "City" }).fill(SECOND.city);
    await dialog.getByRole("button", { name: "Save address" }).click();

    const created = dialog.getByRole("listitem").filter({ hasText: SECOND.street });
    await expect(created.getByRole("radio", { name: "Ship here" })).toBeChecked();
    await dialog.getByRole("button", { name: "Use this address" }).click();
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();

    await expect(column(page, "Shipping address")).toContainText(SECOND.street);
    await expect(column(page, "Billing address")).toContainText("Musterstraße 12");
    expect(await stillSamePage(page)).toBe(true);
    // The shop agrees: a fresh page load shows the same shipping address.
    await page.reload();
    await expect(column(page, "Shipping address")).toContainText(SECOND.street);
  });

  test("the same with the keyboard only: open, create, choose for shipping, Escape closes", async ({
    page,
  }) => {
    await confirmPageWithCart(page);
    const change = page.getByRole("button", { name: "Change shipping address" });
    await tabTo(page, change);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change shipping address" });
    await expect(dialog.getByRole("list", { name: "Your addresses" })).toBeVisible();
    // Focus went into the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabTo(page, dialog.getByRole("button", { name: "Add a new address" }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type(SECOND.street);
    await page.keyboard.press("Tab");
    await page.keyboard.type(SECOND.zipcode);
    await page.keyboard.press("Tab");
    await page.keyboard.type(SECOND.city);
    await page.keyboard.press("Enter");

    const radio = dialog
      .getByRole("listitem")
      .filter({ hasText: SECOND.street })
      .getByRole("radio", { name: "Ship here" });
    await expect(radio).toBeFocused();
    await expect(radio).toBeChecked();
    await tabTo(page, dialog.getByRole("button", { name: "Use this address" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(column(page, "Shipping address")).toContainText(SECOND.street);

    // Escape closes, focus returns to the opener.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    expect(await stillSamePage(page)).toBe(true);
  });
});

test("without JavaScript the confirm page's Change buttons are links to the address book", async ({
  page,
  browser,
}) => {
  await confirmPageWithCart(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const serverHtml = await context.newPage();
    await serverHtml.goto(page.url());
    for (const name of ["Change shipping address", "Change billing address"]) {
      await expect(serverHtml.getByRole("link", { name })).toHaveAttribute("href", "/account/address");
    }
  } finally {
    await context.close();
  }
});

test("the address book edits an existing address in the same editor", async ({ page }) => {
  await logIn(page);
  await page.goto("/account/address");
  await waitForHydration(page);
  const edit = page.getByRole("button", { name: "Edit Musterstraße 12" });
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Your addresses" });
  const street = dialog.getByRole("textbox", { name: "Street and number" });
  await expect(street).toHaveValue("Musterstraße 12");
  await street.fill("Gartenweg 3");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog.getByText("The address was saved.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // The page's list was read again: the edited address shows, and focus is back on its Edit button.
  const changed = page.getByRole("button", { name: "Edit Gartenweg 3" });
  await expect(changed).toBeFocused();
  await expect(page.getByRole("list", { name: "Your addresses" })).toContainText("Gartenweg 3");
});
