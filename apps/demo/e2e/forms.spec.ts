import { DEMO_CUSTOMER, expect, fillContact, storiesId, test, waitForHydration } from "./fixtures";

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

test("the contact form with ALTCHA: every field the Store API requires is marked required; the widget computes the proof of work, then the message is sent", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(new URL(page.url() || "http://127.0.0.1").origin))
      outside.push(request.url());
  });
  const challenge = page.waitForResponse((response) => response.url().includes("/vitrine/captcha/altcha"));
  await page.goto("/contact");
  await waitForHydration(page);
  for (const label of ["First name", "Last name", "Email address", "Subject", "Your message"])
    await expect(page.getByLabel(label)).toHaveJSProperty("required", true);
  await expect(page.getByLabel("Phone (optional)")).toHaveJSProperty("required", false);
  await fillContact(page, "ALTCHA");
  const robot = page.locator("altcha-widget").getByRole("checkbox");
  await expect(robot).toHaveAccessibleName("I'm not a robot");
  await robot.click();
  expect((await challenge).status()).toBe(200);
  await expect(page.locator("altcha-widget [data-state]")).toHaveAttribute("data-state", "verified");
  await expect(robot).toBeChecked();
  // The box now says so to a screen reader, too.
  await expect(robot).toHaveAccessibleName("Verified");
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().includes("/contact"),
  );
  await page.getByRole("button", { name: "Send message" }).click();
  const body = (await sent).postData() ?? "";
  expect(body).toContain("altcha");
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();
  expect(outside.filter((url) => !url.startsWith("http://127.0.0.1"))).toEqual([]);
});

test("keyboard only: the contact form is filled, the ALTCHA box ticked with Space and the message sent with Enter", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  // The box comes with the widget's script (loaded as the form hydrates); from then on Tab reaches it. A shopper who
  // tabs past it sooner still sends: the send waits for the widget and runs its proof of work (forms
  // captchas.test.tsx).
  const robot = page.locator("altcha-widget").getByRole("checkbox");
  await expect(robot).toBeVisible();
  await page.getByLabel("First name").focus();
  for (const text of [
    "Ada",
    "Lovelace",
    "ada@example.com",
    "",
    "keyboard",
    "Hello, when will my parcel arrive?",
  ]) {
    if (text) await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  await expect(robot).toBeFocused();
  await expect(robot).toHaveAccessibleName("I'm not a robot");
  await page.keyboard.press("Space");
  await expect(robot).toBeChecked();
  await expect(page.locator("altcha-widget [data-state]")).toHaveAttribute("data-state", "verified");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form works without JavaScript: the basic captcha is pre-checked by the shop (session written back), a wrong answer shows the error tied to the field and keeps the typed values", async ({
    page,
  }) => {
    // The image comes from the shop's own origin (its server calls the Store API with the access key).
    const image = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === "/captcha/basic");
    const codeOf = async (answer: ReturnType<typeof image>) =>
      (await answer).headers()["x-vitrine-test-captcha"] ?? "";
    const first = image();
    await page.goto("/contact");
    expect(await codeOf(first)).toMatch(/^[A-Z2-9]{5}$/);
    await expect(page.getByRole("img", { name: /captcha/i })).toBeVisible();
    await fillContact(page, "no JavaScript");
    const captcha = page.getByRole("textbox", { name: "Captcha" });
    await expect(captcha).toHaveAttribute("autocomplete", "off");

    const afterWrong = image();
    await captcha.fill("WRONG");
    await page.getByRole("button", { name: "Send message" }).click();
    const code = await codeOf(afterWrong);
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    await expect(captcha).toHaveAttribute("aria-invalid", "true");
    await expect(captcha).toHaveAccessibleDescription(/did not match/);
    await expect(captcha).toHaveValue("");
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
    await expect(page.getByLabel("Email address")).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Subject")).toHaveValue("no JavaScript");
    await expect(page.getByLabel("Your message")).toHaveValue("Hello, when will my parcel arrive?");

    await captcha.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });
});

test("the CMS contact form with its captcha (ALTCHA) sends and shows the confirmation; the CMS newsletter form subscribes", async ({
  page,
  request,
}) => {
  await page.goto(`/navigation/${await storiesId(request)}`);
  await waitForHydration(page);
  const verify = async (form: import("@playwright/test").Locator) => {
    await form.locator("altcha-widget").getByRole("checkbox").click();
    await expect(form.locator("altcha-widget [data-state]")).toHaveAttribute("data-state", "verified");
  };

  const contact = page.getByRole("region", { name: "Questions for our workshop?" });
  await contact.getByLabel("First name").fill("Ada");
  await contact.getByLabel("Last name").fill("Lovelace");
  await contact.getByLabel("Email address").fill("ada@example.com");
  await contact.getByLabel("Subject").fill("CMS contact form");
  await contact.getByLabel("Your message").fill("Do you make the bags by hand?");
  await verify(contact);
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByRole("status")).toHaveText(/Thank you for your message/);

  const newsletter = page.getByRole("region", { name: "New stories by e-mail" });
  await newsletter.getByLabel("Email address").fill(uniqueEmail());
  await verify(newsletter);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText(/Please confirm your subscription/);
});

test("the newsletter confirmation link has a page: a link the shop does not know says so (400), without JavaScript too", async ({
  page,
  problemLog,
}) => {
  // The page answers 400, which the browser logs.
  problemLog.allow.push(/status of 400 \(Bad Request\)/);
  const response = await page.goto(`/newsletter-subscribe?em=${"0".repeat(32)}&hash=${"1".repeat(32)}`);
  expect(response?.status()).toBe(400);
  await expect(
    page.getByRole("heading", { level: 1, name: "This confirmation link is not valid" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
});
