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

/** One call the captcha fixture shop received. */
export interface CaptchaCall {
  url: string;
  body: unknown;
  headers: Headers;
}

/**
 * A fake shop for the captcha routes (tests, stories): an ALTCHA challenge, basic captcha images (each a new one)
 * and a pre-check that accepts `code` only; every call is recorded in `calls`.
 */
export function fixtureCaptchaClient({ calls = [] as CaptchaCall[], code = "RIGHT" } = {}): StoreApiClient {
  let images = 0;
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = request.method === "POST" ? await request.json() : null;
      calls.push({ url: request.url, body, headers: request.headers });
      const json = (data: unknown, status = 200) =>
        new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
      if (request.url.includes("/vitrine/captcha/altcha")) return json({ parameters: { nonce: "n" } });
      if (request.url.includes("/vitrine/captcha/basic/validate")) {
        return String((body as { captcha: string }).captcha).toUpperCase() === code
          ? json({ session: "s-1" })
          : json(
              { errors: [{ status: "400", code: "invalid_captcha", detail: "The captcha is invalid." }] },
              400,
            );
      }
      if (request.url.includes("/vitrine/captcha/basic")) {
        images += 1;
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" data-image="${images}"><rect width="150" height="50" fill="#f3f4f6"/><text x="20" y="34" font-family="monospace" font-size="26" fill="#1f2937">${code}</text></svg>`;
        return json({ image: `data:image/svg+xml;base64,${btoa(svg)}` });
      }
      return json({}, 404);
    },
  });
}
