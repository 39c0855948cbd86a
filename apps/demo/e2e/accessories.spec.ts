import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, tabTo, test, waitForHydration } from "./fixtures";
import { expectOrderPlaced } from "./order-helpers";

// The demo camera (apps/demo-api/src/seed): accessories (bag, strap, SD card min 2 / steps 2, tripod) and the
// "Creator bundle" (tripod included, SD cards ×2 and the bag optional).
const CAMERA = "d0000000000000000000000000000020";
const CAMERA_NAME = "Vitrine X1 Mirrorless Camera";

const block = (page: Page) => page.getByRole("region", { name: "Accessories" });
const offcanvas = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });

/** Counts the add-to-cart requests the page sends (`POST …/checkout/cart/line-item`). */
function countAdds(page: Page) {
  const adds: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/checkout/cart/line-item"))
      adds.push(request.url());
  });
  return adds;
}

test.describe("accessories on the camera (@vitrine/accessories)", () => {
  test("choose accessories and a bundle option, add with the camera in one request, see them nested in the cart, remove the parent", async ({
    page,
  }) => {
    const adds = countAdds(page);
    await page.goto(`/detail/${CAMERA}`);
    await waitForHydration(page);
    const accessories = block(page);
    // "+" from 0 goes to the minimum purchase (SD card: 2).
    await accessories.getByRole("button", { name: "One step more SD Card 128 GB" }).click();
    await expect(accessories.getByRole("spinbutton", { name: "SD Card 128 GB, quantity" })).toHaveValue("2");
    await accessories.getByRole("checkbox", { name: "X1 Shoulder Bag" }).check();
    await expect(accessories.getByText(/Total with accessories/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "Add to shopping cart" })
      .click();
    const included = offcanvas(page).getByRole("list", { name: `Included with ${CAMERA_NAME}` });
    await expect(included).toContainText("1 × Travel Tripod");
    await expect(included).toContainText("1 × X1 Shoulder Bag");
    // The camera, the SD cards and both bundle items went in one request.
    expect(adds).toHaveLength(1);
    await expect(offcanvas(page).getByText("SD Card 128 GB")).toBeVisible();

    // The cart page shows them under the camera too; removing the camera removes them.
    await page.goto("/checkout/cart");
    const cartIncluded = page.getByRole("list", { name: `Included with ${CAMERA_NAME}` });
    await expect(cartIncluded).toContainText("1 × Travel Tripod");
    await page.getByRole("button", { name: `Remove ${CAMERA_NAME}` }).click();
    await expect(cartIncluded).toBeHidden();
    await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText("SD Card 128 GB");
    await expect(page.getByText("Travel Tripod")).toBeHidden();
  });

  test('the product page has exactly one heading "Accessories"; each cross-selling shows once', async ({
    page,
  }) => {
    await page.goto(`/detail/${CAMERA}`);
    await expect(page.getByRole("heading", { name: "Accessories", exact: true })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Creator bundle", exact: true })).toHaveCount(1);
    // The cross-sellings that are not accessories or bundles stay product sliders.
    await expect(page.getByRole("heading", { level: 2, name: "Similar cameras" })).toBeVisible();
  });

  test("accessories follow the main quantity as it changes (ArrowUp in the buy box's Quantity), 300 ms after the last change, without leaving the field", async ({
    page,
  }) => {
    await page.goto(`/detail/${CAMERA}`);
    await waitForHydration(page);
    const accessories = block(page);
    const strap = accessories.getByRole("spinbutton", { name: "X1 Leather Strap, quantity" });
    await accessories.getByRole("button", { name: "One step more X1 Leather Strap" }).click();
    await expect(strap).toHaveValue("1");
    await expect(accessories.getByRole("checkbox", { name: "Same quantity as the product" })).toBeChecked();
    const total = accessories.getByText(/Total with accessories/);
    const totalForOne = await total.textContent();
    const quantity = page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("spinbutton", { name: "Quantity" });
    await quantity.focus();
    await page.keyboard.press("ArrowUp");
    await expect(quantity).toHaveValue("2");
    await expect(strap).toHaveValue("2");
    await expect(total).not.toHaveText(totalForOne ?? "");
    // Focus never left the field.
    await expect(quantity).toBeFocused();
  });

  test("keyboard only: choose an accessory and the bundle option, add, and place an order with accessories", async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`/detail/${CAMERA}`);
    await waitForHydration(page);
    const accessories = block(page);
    const strap = accessories.getByRole("spinbutton", { name: "X1 Leather Strap, quantity" });
    await tabTo(page, strap);
    await page.keyboard.press("ArrowUp");
    await expect(strap).toHaveValue("1");
    const cards = accessories.getByRole("checkbox", { name: "2 × SD Card 128 GB" });
    await tabTo(page, cards);
    await page.keyboard.press("Space");
    await expect(cards).toBeChecked();
    const buy = page
      .locator("#productDetailPageBuyProductForm")
      .getByRole("button", { name: "Add to shopping cart" });
    await tabTo(page, buy);
    await page.keyboard.press("Enter");
    await expect(offcanvas(page).getByRole("list", { name: `Included with ${CAMERA_NAME}` })).toContainText(
      "2 × SD Card 128 GB",
    );
    const checkout = offcanvas(page).getByRole("link", { name: "Go to checkout" });
    await tabTo(page, checkout);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    const terms = page.getByRole("checkbox", { name: /terms and conditions/ });
    await tabTo(page, terms);
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");
    await expectOrderPlaced(page);
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText(CAMERA_NAME);
    await expect(summary).toContainText("X1 Leather Strap");
  });
});
