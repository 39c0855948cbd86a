import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { AltchaCaptcha, useAltchaCaptcha } from "./altcha";
import { BasicCaptcha, useBasicCaptcha } from "./basic-captcha";
import { Field } from "./Field";
import { Form, SubmitButton } from "./Form";
import { fixtureCaptchaClient } from "./forms.fixtures";
import { type Grecaptcha, RecaptchaCaptcha, useRecaptcha } from "./recaptcha";
import type { FormSubmitResult } from "./submit";
import { useForm } from "./useForm";

type Kind = "altcha" | "basic" | "recaptcha";

/** The code the fixture shop draws in every basic captcha image (and accepts). */
const CODE = "K7PX2";

/** An unsigned ALTCHA challenge (v2 protocol): SHA-256, one-byte prefix, solved in a moment. */
const storyChallenge = async () => ({
  parameters: {
    algorithm: "SHA-256",
    nonce: "73746f72792d6e6f6e6365",
    salt: "73746f72792d73616c74",
    cost: 1,
    keyLength: 32,
    keyPrefix: "00",
  },
});

/** Google's documented API, faked for the story (a labelled checkbox for v2). */
function installFakeGrecaptcha() {
  let response = "";
  const api: Grecaptcha = {
    ready: (callback) => callback(),
    render: (container, parameters) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.addEventListener("change", () => {
        response = box.checked ? "story-token" : "";
        if (box.checked) (parameters.callback as (token: string) => void)(response);
      });
      label.append(box, " I'm not a robot");
      (container as HTMLElement).append(label);
      return 0;
    },
    execute: async () => "story-v3-token",
    reset: () => {
      response = "";
    },
    getResponse: () => response,
  };
  (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha = api;
}

function ContactDemo({ kind }: { kind: Kind }) {
  const [sent, setSent] = useState(false);
  const altcha = useAltchaCaptcha({ fetchChallenge: storyChallenge });
  const basic = useBasicCaptcha({ formId: "story-contact" });
  const recaptcha = useRecaptcha({
    siteKey: "story",
    version: "v2-checkbox",
    // An empty same-page script: the fake API above stands in for Google's.
    scriptUrl: "data:text/javascript,//",
  });
  const form = useForm({
    id: `story-contact-${kind}`,
    captcha: { altcha: altcha.captcha, basic: basic.captcha, recaptcha: recaptcha.captcha }[kind],
    submit: async (): Promise<FormSubmitResult> => {
      setSent(true);
      return { ok: true, redirect: false };
    },
  });
  return (
    <Form form={form} method="post" action="/contact" aria-label="Contact">
      <Field name="email" label="Email address" type="email" defaultValue="ada@example.com" required />
      {kind === "altcha" ? <AltchaCaptcha control={altcha} /> : null}
      {kind === "basic" ? <BasicCaptcha control={basic} /> : null}
      {kind === "recaptcha" ? <RecaptchaCaptcha control={recaptcha} /> : null}
      <SubmitButton>Send</SubmitButton>
      <p role="status">{sent ? "Sent." : ""}</p>
    </Form>
  );
}

function Shop({ kind }: { kind: Kind }) {
  const [client] = useState(() => fixtureCaptchaClient({ code: CODE }));
  if (kind === "recaptcha") installFakeGrecaptcha();
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem", maxWidth: "32rem" }}>
        <ContactDemo kind={kind} />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Forms/Captchas",
  component: Shop,
  args: { kind: "altcha" },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ALTCHA before the check: a real, labelled checkbox "I'm not a robot". */
export const AltchaUnverified: Story = {
  play: async ({ canvasElement }) => {
    const box = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>("altcha-widget input[type=checkbox]");
      if (!found) throw new Error("the widget is not there yet");
      return found;
    });
    await expect(box).toHaveAccessibleName("I'm not a robot");
    await expect(box).not.toBeChecked();
  },
};

/** ALTCHA ticked: the widget computes the proof of work and says "Verified"; the form sends. */
export const AltchaVerified: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>("altcha-widget input[type=checkbox]");
      if (!found) throw new Error("the widget is not there yet");
      return found;
    });
    await userEvent.click(canvas.getByText("I'm not a robot"));
    await waitFor(
      () =>
        expect(canvasElement.querySelector("altcha-widget [data-state]")).toHaveAttribute(
          "data-state",
          "verified",
        ),
      { timeout: 10_000 },
    );
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByText("Sent.")).toBeInTheDocument();
  },
};

/** The basic captcha: image with a text alternative, a labelled refresh button, the code field. */
export const BasicCaptchaShown: Story = {
  args: { kind: "basic" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: /captcha/i })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Load a new captcha" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Captcha" })).toHaveAttribute("autocomplete", "off");
  },
};

/** A wrong code: the field empties, a new image comes, the message is tied to the field. */
export const BasicCaptchaInvalid: Story = {
  args: { kind: "basic" },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "Captcha" });
    await canvas.findByRole("img", { name: /captcha/i });
    await userEvent.type(field, "WRONG");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    await expect(field).toHaveValue("");
    await expect(field).toHaveAccessibleDescription(/did not match/);
    await userEvent.type(field, CODE);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByText("Sent.")).toBeInTheDocument();
  },
};

/** reCAPTCHA v2 not ticked: sending asks the shopper in an alert. */
export const RecaptchaUnticked: Story = {
  args: { kind: "recaptcha" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Please confirm that you are not a robot.",
    );
  },
};

/** reCAPTCHA v2 ticked: the form sends. */
export const RecaptchaTicked: Story = {
  args: { kind: "recaptcha" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText("Email address"));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "I'm not a robot" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByText("Sent.")).toBeInTheDocument();
  },
};
