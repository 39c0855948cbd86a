import { fireEvent, render, screen } from "@testing-library/react";
import { createStoreApiClient, type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { FormCaptcha } from "@vitrine/forms";
import { describe, expect, it, vi } from "vitest";
import { fixtureSlot } from "../cms.fixtures";
import { configValue } from "../cms.mapping";
import type { CmsContext } from "../cms.registry";
import type { CmsSlot } from "../cms.schema";
import { CmsForm, cmsFormRequest } from "./CmsForm";

/** A shop whose Store API answers every call with `status` and `body`, recording the requests. */
function shopAnswering(status: number, body: unknown) {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  const client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "K",
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, body: JSON.parse((await request.text()) || "{}") });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return { requests, client };
}

/** The form element of `slot` in a shop on `client`. */
function FormInShop({
  client,
  slot,
  context,
}: {
  client: StoreApiClient;
  slot: CmsSlot;
  context?: CmsContext;
}) {
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
      <CmsForm slot={slot} config={(key) => configValue(slot, key)} {...(context ? { context } : {})} />
    </VitrineProvider>
  );
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** Renders a contact or newsletter form element (slot `slot-contact` / `slot-news`) in a shop on `client`. */
function renderForm(kind: "contact" | "newsletter", client: StoreApiClient, context?: CmsContext) {
  const id = kind === "contact" ? "slot-contact" : "slot-news";
  return render(
    <FormInShop
      client={client}
      slot={fixtureSlot(id, "form", "content", { type: kind })}
      {...(context ? { context } : {})}
    />,
  );
}

/** Fills the contact form's required fields and sends it. */
function sendContact() {
  type("First name", "Ada");
  type("Last name", "Lovelace");
  type("Email address", "ada@example.com");
  type("Subject", "Hello");
  type("Your message", "A question");
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
}

/** Types an email address into the newsletter form and subscribes. */
function subscribe(email = "ada@example.com") {
  type("Email address", email);
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("form element (contact and newsletter)", () => {
  it("maps a submission to the Store API request: contact form with the slot id, newsletter subscribe", () => {
    const data = new FormData();
    data.set("email", " ada@example.com ");
    data.set("subject", "Hello");
    data.set("comment", "A question");
    expect(cmsFormRequest("contact", data, "slot-1", "https://shop.test")).toEqual({
      path: "/contact-form",
      body: {
        firstName: "",
        lastName: "",
        email: "ada@example.com",
        phone: "",
        subject: "Hello",
        comment: "A question",
        slotId: "slot-1",
      },
    });
    expect(cmsFormRequest("newsletter", data, "slot-1", "https://shop.test")).toEqual({
      path: "/newsletter/subscribe",
      body: {
        firstName: "",
        lastName: "",
        email: "ada@example.com",
        option: "subscribe",
        storefrontUrl: "https://shop.test",
      },
    });
  });

  it("the contact form sends POST /contact-form and shows the answer's success message", async () => {
    const { requests, client } = shopAnswering(200, { individualSuccessMessage: "We will call you." });
    renderForm("contact", client);
    sendContact();
    expect((await screen.findByRole("status")).textContent).toBe("We will call you.");
    expect(requests[0]?.url).toContain("/store-api/contact-form");
    expect(requests[0]?.body).toMatchObject({
      email: "ada@example.com",
      subject: "Hello",
      slotId: "slot-contact",
    });
  });

  it("a refused newsletter subscription shows the answer's errors as an alert and keeps the typed email", async () => {
    const { requests, client } = shopAnswering(400, {
      errors: [{ status: "400", code: "VIOLATION::IS_BLANK", detail: "This e-mail address is blocked." }],
    });
    renderForm("newsletter", client);
    subscribe();
    expect((await screen.findByRole("alert")).textContent).toContain("This e-mail address is blocked.");
    expect(requests[0]?.url).toContain("/store-api/newsletter/subscribe");
    expect((screen.getByLabelText("Email address", { exact: false }) as HTMLInputElement).value).toBe(
      "ada@example.com",
    );
  });

  it("CMS form alerts: an info answer is shown as an alert box (the address was subscribed already)", async () => {
    const { client } = shopAnswering(200, { success: true, status: "optIn" });
    renderForm("newsletter", client);
    subscribe();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This email address already receives our newsletter.",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("CMS form alerts: otherwise a confirmation text is shown (a newsletter subscription waiting for its confirmation)", async () => {
    const { requests, client } = shopAnswering(200, { success: true, status: "notSet" });
    renderForm("newsletter", client);
    subscribe();
    expect((await screen.findByRole("status")).textContent).toBe(
      "Thank you. Please confirm your subscription with the link we sent you.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requests[0]?.body).toMatchObject({ email: "ada@example.com", option: "subscribe" });
  });

  it("CMS form alerts: an empty list reloads the page", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    try {
      const { client } = shopAnswering(200, {});
      renderForm("newsletter", client);
      subscribe();
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByRole("status")).toBeNull();
    } finally {
      reload.mockRestore();
    }
  });

  it("the shop's captcha protects the form: its field is shown, its token goes with the submission, and after invalid_captcha it is reset", async () => {
    const { requests, client } = shopAnswering(400, {
      errors: [{ status: "400", code: "invalid_captcha", detail: "The captcha is invalid or used up." }],
    });
    const reset = vi.fn();
    const captcha: FormCaptcha = { token: async () => ({ altcha: "solved-proof" }), reset };
    const formIds: string[] = [];
    const context: CmsContext = {
      useFormCaptcha: (formId) => {
        formIds.push(formId);
        return { captcha, field: <p>The shop's captcha</p> };
      },
    };
    renderForm("contact", client, context);
    expect(screen.getByText("The shop's captcha")).toBeTruthy();
    expect(formIds[0]).toBe("cms-form-slot-contact");
    sendContact();
    expect((await screen.findByRole("alert")).textContent).toContain("The captcha is invalid or used up.");
    expect(requests[0]?.body).toMatchObject({ altcha: "solved-proof", slotId: "slot-contact" });
    expect(reset).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText("Subject", { exact: false }) as HTMLInputElement).value).toBe("Hello");
  });

  it("keeps the honeypot: a filled trap field gets the thank-you and sends nothing", async () => {
    const { requests, client } = shopAnswering(200, { individualSuccessMessage: "" });
    const { container } = renderForm("contact", client);
    const trap = container.querySelector('input[name="vitrine_website_confirm"]');
    if (!(trap instanceof HTMLInputElement)) throw new Error("no honeypot field");
    trap.value = "http://spam.example";
    sendContact();
    expect((await screen.findByRole("status")).textContent).toContain("Thank you for your message");
    expect(requests).toHaveLength(0);
  });

  it("a field the shop refused shows the answer's message at the field, tied to it (aria-invalid, aria-describedby)", async () => {
    const { client } = shopAnswering(400, {
      errors: [
        {
          status: "400",
          code: "VIOLATION::INVALID_EMAIL",
          detail: "This value is not a valid email address.",
          source: { pointer: "/email" },
        },
      ],
    });
    renderForm("newsletter", client);
    subscribe("ada@localhost");
    await screen.findByRole("alert");
    const email = screen.getByLabelText("Email address", { exact: false });
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const described = (email.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain("This value is not a valid email address.");
  });
});
