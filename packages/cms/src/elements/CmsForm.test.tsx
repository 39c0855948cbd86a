import { fireEvent, render, screen } from "@testing-library/react";
import { createStoreApiClient, type StoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { fixtureSlot } from "../cms.fixtures";
import { configValue } from "../cms.mapping";
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
function FormInShop({ client, slot }: { client: StoreApiClient; slot: CmsSlot }) {
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
      <CmsForm slot={slot} config={(key) => configValue(slot, key)} />
    </VitrineProvider>
  );
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

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
    render(
      <FormInShop
        client={client}
        slot={fixtureSlot("slot-contact", "form", "content", { type: "contact" })}
      />,
    );
    type("Email address", "ada@example.com");
    type("Subject", "Hello");
    type("Your message", "A question");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
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
    render(
      <FormInShop
        client={client}
        slot={fixtureSlot("slot-news", "form", "content", { type: "newsletter" })}
      />,
    );
    type("Email address", "ada@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This e-mail address is blocked.");
    expect(requests[0]?.url).toContain("/store-api/newsletter/subscribe");
    expect((screen.getByLabelText("Email address", { exact: false }) as HTMLInputElement).value).toBe(
      "ada@example.com",
    );
  });
});
