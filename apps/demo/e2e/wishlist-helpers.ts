import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** Login data of a customer made for one test. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * A new customer account for one test, made through the Store API with the test's own request context. Logging in
 * as the shared demo customer moves that customer's session to the new token (the demo backend drops the old one),
 * so tests running side by side that only need "a customer" get their own.
 */
export async function newCustomer(request: APIRequestContext): Promise<Credentials> {
  const countries = await request.post("/store-api/country", { data: { limit: 1 } });
  const countryId = ((await countries.json()) as { elements: { id: string }[] }).elements[0]?.id;
  const credentials = {
    email: `wishlist-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: "a-long-password",
  };
  const answer = await request.post("/store-api/account/register", {
    data: {
      ...credentials,
      firstName: "Wren",
      lastName: "Tester",
      acceptedDataProtection: true,
      storefrontUrl: "http://localhost",
      billingAddress: { street: "Main Street 3", zipcode: "10115", city: "Berlin", countryId },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return credentials;
}
