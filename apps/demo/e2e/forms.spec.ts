import { DEMO_CUSTOMER, expect, test, waitForHydration } from "./fixtures";

const uniqueEmail = () => `forms-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("register with country and state rules: the USA requires a state, the Netherlands has none", async ({
  page,
}) => {
  await page.goto("/account/register");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill("a-long-password");
  await page.getByLabel("Street and number").fill("5th Avenue 1");
  await page.getByLabel("Postcode").fill("10001");
  await page.getByLabel("City").fill("New York");

  const state = page.getByRole("combobox", { name: "State" });
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Netherlands" });
  await expect(state).toBeHidden();
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "United States of America" });
  await expect(state.getByRole("option", { name: "California" })).toBeAttached();
  await expect(state).toHaveAttribute("required", "");
  // Its label gets an asterisk.
  const mark = await page
    .locator("label", { hasText: /^State$/ })
    .evaluate((label) => getComputedStyle(label, "::after").content);
  expect(mark).toContain("*");

  // The state is required: the check blocks the submit and focuses the state select, with its message.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(state).toBeFocused();
  await expect(state).toHaveAttribute("aria-invalid", "true");
  await expect(state).toHaveAccessibleDescription("Please fill in this field.");
  await expect(page).toHaveURL(/\/account\/register$/);

  await state.selectOption({ label: "California" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Welcome back, Grace Hopper.")).toBeVisible();
});

test("reload restores persisted input; the password is never stored", async ({ page }) => {
  await page.goto("/account/register");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("City").fill("London");
  await page.getByLabel(/^Password/).fill("a-long-password");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("vitrine-form:register.city")))
    .toBe("London");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("City")).toHaveValue("London");
  await expect(page.getByLabel(/^Password/)).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.getItem("vitrine-form:register.password"))).toBeNull();
});

test("a server error keeps every typed value", async ({ page }) => {
  await page.goto("/account/register");
  await waitForHydration(page);
  const values: [string | RegExp, string][] = [
    ["First name", "Demo"],
    ["Last name", "Customer"],
    ["Email address", DEMO_CUSTOMER.email],
    [/^Password/, "a-long-password"],
    ["Street and number", "Main Street 1"],
    ["Postcode", "10115"],
    ["City", "Berlin"],
  ];
  for (const [label, value] of values) await page.getByLabel(label).fill(value);
  // The demo customer's email address is taken: the shop answers with an error.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create account" })).toBeEnabled();
  for (const [label, value] of values) await expect(page.getByLabel(label)).toHaveValue(value);
});
