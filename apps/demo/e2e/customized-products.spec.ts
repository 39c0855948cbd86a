import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, test, waitForHydration } from "./fixtures";
import { acceptTermsAndPlaceOrder } from "./order-helpers";

// The demo's customizable canvas (apps/demo-api/src/seed/customized.ts): every option type, two exclusion rules
// ("A black-and-white print has no colour frame", "The 70 × 100 cm canvas cannot be gift wrapped"), a confirm box.
const CANVAS = "d0000000000000000000000000000010";
// A 1 × 1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const configurator = (page: Page) => page.getByRole("form", { name: "Design your canvas" });

/** Uploads the photo and waits for the shop's answer. */
async function uploadPhoto(page: Page, name = "holiday.png") {
  const input = configurator(page).getByLabel("Your photo: Choose files");
  // Disabled until the script and the upload control have loaded.
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name, mimeType: "image/png", buffer: PNG });
  await expect(configurator(page).getByRole("listitem").filter({ hasText: name })).toContainText("Uploaded");
}

test.describe("customized products on the canvas (@vitrine/customized-products)", () => {
  test("configure with an upload, hit an exclusion, add to cart with the chosen options and place the order", async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`/detail/${CANVAS}`);
    await waitForHydration(page);
    const form = configurator(page);
    const buy = form.getByRole("button", { name: "Add to shopping cart" });
    // Nothing uploaded yet: the buy button is disabled; pressing it shows the required photo's message beneath it
    // and moves focus there.
    await expect(buy).toHaveAttribute("aria-disabled", "true");
    await buy.press("Enter");
    await expect(form.getByRole("group", { name: /Your photo/ })).toContainText("Please fill in this field.");
    await expect(form.getByLabel("Your photo: Choose files")).toBeFocused();

    await uploadPhoto(page);
    // Exclusion: with the 70 × 100 cm canvas, gift wrapping is disabled and says why.
    await form.getByLabel(/Canvas size/).selectOption({ label: "70 × 100 cm" });
    const wrap = form.getByRole("checkbox", { name: /Gift wrapping/ });
    await expect(wrap).toBeDisabled();
    await expect(
      form.getByText("Not available: The 70 × 100 cm canvas cannot be gift wrapped"),
    ).toBeVisible();
    // And a black-and-white print disables every frame colour.
    await form.getByRole("radio", { name: "Black and white" }).check();
    await expect(form.getByRole("radio", { name: /Natural oak/ })).toBeDisabled();
    // A title too short shows the min message; then a valid one.
    const title = form.getByRole("textbox", { name: "Title on the front" });
    await title.fill("A");
    await title.blur();
    await expect(form.getByText("Please enter at least 2.")).toBeVisible();
    await title.fill("Summer 2026");
    // The price box: the shop's total with the surcharges (the product alone would hide it).
    const price = form.getByRole("region", { name: "Your configuration" });
    await expect(price).toContainText("Canvas size: 70 × 100 cm");
    await expect(price).toContainText("Title on the front: Summer 2026");
    await expectNoAxeViolations(page);

    await form.getByRole("checkbox", { name: "I have checked and confirm my configuration." }).check();
    await expect(buy).not.toHaveAttribute("aria-disabled", "true");
    await buy.click();
    const cart = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(cart).toBeVisible();
    await expect(cart).toContainText("Canvas size: 70 × 100 cm");
    await expect(cart).toContainText("Your photo: holiday.png");
    await expect(cart).toContainText("Title on the front: Summer 2026");

    await page.goto("/checkout/confirm");
    await acceptTermsAndPlaceOrder(page);
  });

  test("share posts the configuration; opening the link restores quantity and every value, the photo by its media id", async ({
    page,
  }) => {
    await page.goto(`/detail/${CANVAS}`);
    await waitForHydration(page);
    const form = configurator(page);
    await uploadPhoto(page, "garden.png");
    await form.getByLabel(/Canvas size/).selectOption({ label: "50 × 70 cm" });
    await form.getByRole("textbox", { name: "Title on the front" }).fill("Garden");
    await form.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await form.getByRole("button", { name: "Share configuration" }).click();
    const link = form.getByRole("textbox", { name: "Link to this configuration" });
    await expect(link).toHaveValue(/swagCustomizedProductConfigurationShare=/);
    await expect(link).toHaveAttribute("readonly", "");
    const url = new URL(await link.inputValue());

    await page.goto(`${url.pathname}${url.search}`);
    await waitForHydration(page);
    const restored = configurator(page);
    await expect(restored.getByLabel(/Canvas size/)).toHaveValue(/./);
    await expect(restored.getByLabel(/Canvas size/).locator("option:checked")).toHaveText("50 × 70 cm");
    await expect(restored.getByRole("textbox", { name: "Title on the front" })).toHaveValue("Garden");
    await expect(restored.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(restored.getByRole("listitem").filter({ hasText: "garden.png" })).toContainText("Uploaded");
  });
});
