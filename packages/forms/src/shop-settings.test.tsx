import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";
import { Form, SubmitButton } from "./Form";
import { fixtureClient, fixtureFormsClient } from "./forms.fixtures";
import { readRegistrationSettings, readShopCaptcha } from "./shop-settings";
import { useForm } from "./useForm";

/** A fake shop answering the settings routes with these bodies; the paths it was asked are in `calls`. */
function settingsShop(answers: Record<string, unknown>, calls: string[] = []): StoreApiClient {
  return fixtureClient(async (request) => {
    const path = new URL(request.url).pathname.replace("/store-api", "");
    calls.push(`${request.method} ${path}`);
    const body = answers[path];
    return new Response(JSON.stringify(body ?? { errors: [{ status: "404", code: "NOT_FOUND" }] }), {
      status: body ? 200 : 404,
      headers: { "content-type": "application/json" },
    });
  });
}

describe("the captcha is a setting of the shop (issue 44 item 7)", () => {
  it("reads the shop's captcha from GET /vitrine/captcha/settings: reCAPTCHA v3 with its site key", async () => {
    const calls: string[] = [];
    const client = settingsShop(
      {
        "/vitrine/captcha/settings": {
          active: "recaptcha-v3",
          activeCaptchasV2: {
            googleReCaptchaV2: { isActive: false, config: { siteKey: "v2-key" } },
            googleReCaptchaV3: { isActive: true, config: { siteKey: "v3-key", thresholdScore: 0.5 } },
          },
        },
      },
      calls,
    );
    expect(await readShopCaptcha(client)).toEqual({ kind: "recaptcha-v3", siteKey: "v3-key" });
    expect(calls).toEqual(["GET /vitrine/captcha/settings"]);
  });

  it("ALTCHA and the basic captcha need no site key; an unknown captcha is refused", async () => {
    const altcha = settingsShop({ "/vitrine/captcha/settings": { active: "altcha" } });
    expect(await readShopCaptcha(altcha)).toEqual({ kind: "altcha", siteKey: "" });
    const basic = settingsShop({ "/vitrine/captcha/settings": { active: "basic" } });
    expect((await readShopCaptcha(basic)).kind).toBe("basic");
    const unknown = settingsShop({ "/vitrine/captcha/settings": { active: "hcaptcha" } });
    await expect(readShopCaptcha(unknown)).rejects.toThrow();
  });
});

/** A registration form with the e-mail confirmation the shop asked for. */
function Registration() {
  const form = useForm({ id: "register-confirmation" });
  return (
    <Form form={form} aria-label="Register">
      <Field name="email" label="Email address" type="email" required />
      <Field name="emailConfirmation" label="Confirm e-mail address" type="email" required equalTo="email" />
      <SubmitButton>Create account</SubmitButton>
    </Form>
  );
}

describe("the registration's confirmation fields are settings of the shop (SPEC 5, equality between paired fields)", () => {
  it("reads requireEmailConfirmation and requirePasswordConfirmation from Shopware's GET /shop-settings", async () => {
    const client = settingsShop({
      "/shop-settings": {
        apiAlias: "shop_settings",
        loginRegistration: {
          requireEmailConfirmation: true,
          requirePasswordConfirmation: false,
          passwordMinLength: 10,
        },
      },
    });
    expect(await readRegistrationSettings(client)).toEqual({
      requireEmailConfirmation: true,
      requirePasswordConfirmation: false,
      passwordMinLength: 10,
    });
  });

  it("a setting the shop leaves out or sends as null keeps Shopware's default", async () => {
    const client = settingsShop({
      "/shop-settings": { loginRegistration: { requireEmailConfirmation: true, passwordMinLength: null } },
    });
    expect(await readRegistrationSettings(client)).toEqual({
      requireEmailConfirmation: true,
      requirePasswordConfirmation: false,
      passwordMinLength: 8,
    });
  });

  it("Confirm e-mail address: a different address is refused in the browser, correcting the first field clears it", async () => {
    render(
      <VitrineProvider
        client={fixtureFormsClient()}
        config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
      >
        <Registration />
      </VitrineProvider>,
    );
    const email = screen.getByLabelText("Email address");
    const confirmation = screen.getByLabelText("Confirm e-mail address");
    fireEvent.input(email, { target: { value: "anna@example.com" } });
    fireEvent.input(confirmation, { target: { value: "anna@example.org" } });
    const sent = fireEvent.submit(screen.getByRole("form", { name: "Register" }));
    expect(sent).toBe(false);
    expect(confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(confirmation).toHaveProperty("validationMessage", "");
    const message = () =>
      document.getElementById(confirmation.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(message()).toBe("The two entries do not match.");
    // The shopper corrects the first field: its pair is checked again.
    fireEvent.input(email, { target: { value: "anna@example.org" } });
    await waitFor(() => expect(confirmation.getAttribute("aria-invalid")).not.toBe("true"));
  });
});
