import { expect, expectNoAxeViolations, logIn, test, waitForHydration } from "./fixtures";

test("a new customer registers and lands in their account, logged in", async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/account/register");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill("a-long-password");
  await page.getByLabel("Street and number").fill("Main Street 1");
  await page.getByLabel("Postcode").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Welcome back, Grace Hopper.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("a customer adds an address to the address book", async ({ page }) => {
  await logIn(page);
  await page.goto("/account/address");
  await waitForHydration(page);
  await page.getByLabel("Street and number").fill("Harbour Road 7");
  await page.getByLabel("Postcode").fill("20095");
  await page.getByLabel("City").fill("Hamburg");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address was added." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your addresses" })).toContainText("Harbour Road 7");
  await expectNoAxeViolations(page);
});

test("a wrong password gets an alert and no session", async ({ page }) => {
  await page.goto("/account/login");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill("demo@vitrine.shop");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount/);
});

test("logging out ends the session", async ({ page }) => {
  await logIn(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login/);
});
