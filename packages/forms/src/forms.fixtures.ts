import { createStoreApiClient, type StoreApiClient } from "@vitrine/core";
import type { CountryOption } from "./useCountryState";

/** Countries with the flags of the demo shop: Germany (states), Austria (VAT id), Netherlands, USA (state required). */
export const fixtureCountries: CountryOption[] = [
  { id: "de", name: "Germany", postalCodeRequired: true },
  { id: "at", name: "Austria", postalCodeRequired: true, vatIdRequired: true },
  { id: "nl", name: "Netherlands" },
  { id: "us", name: "United States of America", postalCodeRequired: true, forceStateInRegistration: true },
];

const STATES: Record<string, { id: string; name: string }[]> = {
  de: [
    { id: "de-be", name: "Berlin" },
    { id: "de-by", name: "Bavaria" },
  ],
  us: [
    { id: "us-ca", name: "California" },
    { id: "us-ny", name: "New York" },
  ],
};

/** A client whose fake shop answers the country-data route (`POST /country-state/{id}`) (tests, stories). */
export function fixtureFormsClient({ calls = [] as string[] } = {}): StoreApiClient {
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      const countryId = /country-state\/([^/?]+)/.exec(url)?.[1] ?? "";
      const elements = STATES[countryId] ?? [];
      return new Response(JSON.stringify({ elements, total: elements.length }), {
        headers: { "content-type": "application/json" },
      });
    },
  });
}
