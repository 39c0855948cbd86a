/** The newsletter routes (issue 15, item 3): double opt-in with a hash, direct, confirm, unsubscribe. */
import { describe, expect, it } from "vitest";
import { emailHash } from "../src/commerce/newsletter.service.js";
import { IDS, type Json, STOREFRONT_URL, useTestApi } from "./commerce-app.js";
import { expectResponseMatchesSchema } from "./contract/harness.js";

const api = useTestApi();
const STOREFRONT = STOREFRONT_URL;

/** A subscribe call, its answer checked against the official schema. */
async function subscribe(body: Json, status = 200) {
  const response = await api.request("POST", "/newsletter/subscribe", { body });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expectResponseMatchesSchema("POST", "/newsletter/subscribe", response.status, response.body);
  return response.body as Json;
}

/** The stored recipient of an address (the demo sends no mail: the hash of its link is read here). */
async function recipient(email: string) {
  const { rows } = await api.db.query<{ status: string; hash: string; first_name: string | null }>(
    "select status, hash, first_name from newsletter_recipient where email = $1",
    [email],
  );
  return rows[0];
}

describe("newsletter", () => {
  it("subscribe is a double opt-in: the recipient waits (notSet) until the link's hash and address hash confirm it (optIn)", async () => {
    const email = "news-doi@example.com";
    expect(
      await subscribe({
        email,
        option: "subscribe",
        storefrontUrl: STOREFRONT,
        firstName: "Ada",
        salutationId: IDS.mrs,
      }),
    ).toEqual({ success: true, status: "notSet" });
    const stored = await recipient(email);
    expect(stored).toMatchObject({ status: "notSet", first_name: "Ada" });

    const wrong = await api.request("POST", "/newsletter/confirm", {
      body: { hash: stored?.hash, em: emailHash("someone-else@example.com") },
    });
    expect(wrong.status).toBe(400);
    expectResponseMatchesSchema("POST", "/newsletter/confirm", 400, wrong.body);
    expect((await recipient(email))?.status).toBe("notSet");

    const confirmed = await api.request("POST", "/newsletter/confirm", {
      body: { hash: stored?.hash, em: emailHash(email) },
    });
    expect(confirmed.status).toBe(200);
    expectResponseMatchesSchema("POST", "/newsletter/confirm", 200, confirmed.body);
    expect(confirmed.body).toEqual({ success: true });
    expect((await recipient(email))?.status).toBe("optIn");
    // Subscribing a confirmed address again keeps it confirmed.
    expect(await subscribe({ email, option: "subscribe", storefrontUrl: STOREFRONT })).toEqual({
      success: true,
      status: "optIn",
    });
  });

  it("direct subscribes at once; unsubscribe takes the address off (optOut); an unknown address answers 400", async () => {
    const email = "news-direct@example.com";
    expect(await subscribe({ email, option: "direct", storefrontUrl: STOREFRONT })).toEqual({
      success: true,
      status: "direct",
    });
    const off = await api.request("POST", "/newsletter/unsubscribe", { body: { email } });
    expect(off.status).toBe(200);
    expectResponseMatchesSchema("POST", "/newsletter/unsubscribe", 200, off.body);
    expect((await recipient(email))?.status).toBe("optOut");
    const unknown = await api.request("POST", "/newsletter/unsubscribe", {
      body: { email: "never-subscribed@example.com" },
    });
    expect(unknown.status).toBe(400);
    expectResponseMatchesSchema("POST", "/newsletter/unsubscribe", 400, unknown.body);
  });

  it("answers bad input with validation errors in the Store API shape, each with its pointer", async () => {
    const bad = await subscribe(
      { email: "nope", option: "everything", storefrontUrl: "javascript:alert(1)", salutationId: "x" },
      400,
    );
    const pointers = (bad.errors as Json[]).map((error) => error.source.pointer).sort();
    expect(pointers).toEqual(["/email", "/option", "/salutationId", "/storefrontUrl"]);
    const unknownSalutation = await subscribe(
      {
        email: "news-s@example.com",
        option: "subscribe",
        storefrontUrl: STOREFRONT,
        salutationId: "f".repeat(32),
      },
      400,
    );
    expect((unknownSalutation.errors as Json[])[0]?.code).toBe("VIOLATION::SALUTATION_NOT_FOUND");
  });
});
