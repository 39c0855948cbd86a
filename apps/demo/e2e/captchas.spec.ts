// Issue 44 item 7: the captcha is a setting of the shop (Shopware's core.basicInformation.activeCaptchasV2), ALTCHA
// by default; every variant is used here. The e2e backend (DEMO_API_TEST_SETTINGS=1) switches the settings for one
// context token, so each test chooses its own shop while the others run against the same server.
import type { Locator, Page } from "@playwright/test";
import { expect, fillContact, storeApiHeaders, storiesId, test, waitForHydration } from "./fixtures";

type Captcha = "altcha" | "basic" | "recaptcha-v2" | "recaptcha-v3";

/** The shop this test's shopper sees: its captcha and registration settings (the test-only backend switch). */
async function shopSettings(page: Page, settings: Record<string, unknown>) {
  // The shop's session cookie comes with a page: the switch is made for its context token.
  if ((await page.context().cookies()).length === 0) await page.goto("/account/login");
  const answer = await page.request.put("/store-api/vitrine/test/shop-settings", {
    headers: storeApiHeaders(page),
    data: settings,
  });
  expect(answer.status()).toBe(200);
}

/** The basic captcha's code: the demo's test server puts it in a test-only header of the image answer. */
const basicImage = (page: Page) =>
  page.waitForResponse((response) => response.url().includes("/vitrine/captcha/basic?"));
const codeOf = async (answer: ReturnType<typeof basicImage>) =>
  (await answer).headers()["x-vitrine-test-captcha"] ?? "";

/** What each captcha shows in a form, and what the shopper does to pass it. */
const VARIANTS: Record<
  Captcha,
  { field: string; shows: (form: Locator) => Locator; pass: (form: Locator, page: Page) => Promise<void> }
> = {
  altcha: {
    field: "altcha",
    shows: (form) => form.locator("altcha-widget").getByRole("checkbox", { name: "I'm not a robot" }),
    pass: async (form) => {
      await form.locator("altcha-widget").getByRole("checkbox").click();
      await expect(form.locator("altcha-widget [data-state]")).toHaveAttribute("data-state", "verified");
    },
  },
  basic: {
    field: "captchaSession",
    shows: (form) => form.getByRole("img", { name: /captcha/i }),
    pass: async (form, page) => {
      const image = basicImage(page);
      await form.getByRole("button", { name: "Load a new captcha" }).click();
      await form.getByRole("textbox", { name: "Captcha" }).fill(await codeOf(image));
    },
  },
  "recaptcha-v2": {
    field: "g-recaptcha-response",
    shows: (form) => form.locator('.vitrine-captcha--recaptcha:not(:has(input[name="_grecaptcha_v3"]))'),
    pass: async (form) => {
      await form.getByRole("checkbox", { name: /I'm not a robot/ }).check();
      await expect(form.locator('textarea[name="g-recaptcha-response"]')).not.toHaveValue("");
    },
  },
  // v3 asks nothing of the shopper: the token is fetched when the form is sent.
  "recaptcha-v3": {
    field: "_grecaptcha_v3",
    shows: (form) => form.locator('.vitrine-captcha--recaptcha:has(input[name="_grecaptcha_v3"])'),
    pass: async () => {},
  },
};

for (const [captcha, variant] of Object.entries(VARIANTS) as [Captcha, (typeof VARIANTS)[Captcha]][]) {
  test(`the shop's captcha ${captcha}: the contact form shows it, sends its proof and the message arrives; the CMS forms show the same one`, async ({
    page,
    request,
  }) => {
    await shopSettings(page, { captcha });
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Contact" });
    await fillContact(page, `captcha ${captcha}`);
    await expect(variant.shows(form)).toBeAttached();
    // No other captcha is in the form (the basic captcha's no-script fallback never renders with JavaScript).
    for (const [other, them] of Object.entries(VARIANTS)) {
      if (other !== captcha) await expect(them.shows(form)).toHaveCount(0);
    }
    await variant.pass(form, page);
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/contact"),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    // The form's body (URL-encoded or multipart) carries the captcha's proof field.
    expect((await sent).postData() ?? "").toMatch(new RegExp(`(^|&|name=")${variant.field}(=|")`));
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();

    await page.goto(`/navigation/${await storiesId(request)}`);
    await waitForHydration(page);
    const cmsContact = page.getByRole("region", { name: "Questions for our workshop?" });
    await expect(variant.shows(cmsContact)).toBeAttached();
    await expect(variant.shows(page.getByRole("region", { name: "New stories by e-mail" }))).toBeAttached();
  });
}

test("the basic captcha: a wrong code reloads the field and image (invalid_captcha), the right one sends", async ({
  page,
  problemLog,
}) => {
  // The wrong code's pre-check answers 400 (invalid_captcha): the browser logs that request.
  problemLog.allow.push(/status of 400 \(Bad Request\)/);
  await shopSettings(page, { captcha: "basic" });
  const first = basicImage(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await fillContact(page, "basic captcha");
  await expect(page.getByRole("img", { name: /captcha/i })).toBeVisible();
  const field = page.getByRole("textbox", { name: "Captcha" });
  await expect(field).toHaveAttribute("autocomplete", "off");
  expect(await codeOf(first)).toMatch(/^[A-Z2-9]{5}$/);

  const afterWrong = basicImage(page);
  await field.fill("WRONG");
  await page.getByRole("button", { name: "Send message" }).click();
  expect(await codeOf(afterWrong)).toMatch(/^[A-Z2-9]{5}$/);
  await expect(field).toHaveValue("");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/did not match/);

  const refreshed = basicImage(page);
  await page.getByRole("button", { name: "Load a new captcha" }).click();
  const code = await codeOf(refreshed);
  await expect(
    page.getByRole("status").filter({ hasText: "A new captcha image was loaded." }),
  ).toBeAttached();
  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();
});

test("reCAPTCHA v2 (the demo's stand-in of Google's grecaptcha API): loaded on the first interaction, unticked it asks, ticked it sends", async ({
  page,
}) => {
  await shopSettings(page, { captcha: "recaptcha-v2" });
  await page.goto("/contact");
  await waitForHydration(page);
  const script = page.locator('script[src*="recaptcha"]');
  await expect(script).toHaveCount(0);
  await fillContact(page, "reCAPTCHA");
  await expect(script).toHaveAttribute("src", /\/recaptcha-stand-in\.js\?/);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please confirm that you are not a robot." }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: /I'm not a robot/ }).check();
  await expect(page.locator('textarea[name="g-recaptcha-response"]')).not.toHaveValue("");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message" })).toBeVisible();
});

test("the registration's confirmation fields are settings of the shop: Confirm e-mail address and Confirm password appear, a different entry is refused in the browser and by the backend, equal ones register", async ({
  page,
  baseURL,
}) => {
  await page.goto("/account/register");
  await expect(page.getByLabel("Confirm e-mail address")).toHaveCount(0);
  await expect(page.getByLabel("Confirm password")).toHaveCount(0);

  await shopSettings(page, { requireEmailConfirmation: true, requirePasswordConfirmation: true });
  const email = `confirm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = storeApiHeaders(page);
  const countries = await page.request.post("/store-api/country", { headers, data: { limit: 1 } });
  const countryId = ((await countries.json()) as { elements: { id: string }[] }).elements[0]?.id;
  // The backend refuses a mismatch too (a client that skips the browser's check), at the field's pointer.
  const refused = await page.request.post("/store-api/account/register", {
    headers,
    data: {
      email,
      emailConfirmation: `other-${email}`,
      password: "a-long-password",
      passwordConfirmation: "a-long-password",
      firstName: "Grace",
      lastName: "Hopper",
      storefrontUrl: baseURL,
      billingAddress: { street: "Main Street 1", zipcode: "10115", city: "Berlin", countryId },
    },
  });
  expect(refused.status()).toBe(400);
  const pointers = ((await refused.json()) as { errors: { source?: { pointer?: string } }[] }).errors.map(
    (error) => error.source?.pointer,
  );
  expect(pointers).toContain("/emailConfirmation");

  await page.goto("/account/register");
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email address").fill(email);
  const emailConfirmation = page.getByLabel("Confirm e-mail address");
  await emailConfirmation.fill(`x${email}`);
  await page.getByLabel(/^Password/).fill("a-long-password");
  const passwordConfirmation = page.getByLabel("Confirm password");
  await passwordConfirmation.fill("a-long-passwort");
  await page.getByLabel("Street and number").fill("Main Street 1");
  await page.getByLabel("Postcode").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Netherlands" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(emailConfirmation).toHaveAttribute("aria-invalid", "true");
  await expect(emailConfirmation).toHaveAccessibleDescription("The two entries do not match.");
  await expect(passwordConfirmation).toHaveAccessibleDescription("The two entries do not match.");
  await expect(page).toHaveURL(/\/account\/register$/);

  await emailConfirmation.fill(email);
  await passwordConfirmation.fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Welcome back, Grace Hopper.")).toBeVisible();
});
