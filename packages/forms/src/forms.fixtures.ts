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

/** One call the address fixture shop received. */
export interface AddressCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the address fixture shop should refuse (tests, stories). */
export interface AddressShopFailures {
  /** `POST /account/list-address` answers 500. */
  list?: boolean;
  /** `POST /account/address` and `PATCH /account/address/{id}` answer 400 with the server's words. */
  save?: boolean;
  /** `PATCH /context` answers 500. */
  context?: boolean;
}

/** The addresses the address fixture shop starts with: one in Germany, one in the Netherlands. */
export const fixtureAddresses = [
  {
    id: "addr-home",
    firstName: "Ada",
    lastName: "Lovelace",
    street: "Ebbinghoff 10",
    zipcode: "48624",
    city: "Schöppingen",
    countryId: "de",
    country: { id: "de", name: "Germany" },
  },
  {
    id: "addr-office",
    firstName: "Ada",
    lastName: "Lovelace",
    street: "Keizersgracht 1",
    zipcode: "1015 CJ",
    city: "Amsterdam",
    countryId: "nl",
    country: { id: "nl", name: "Netherlands" },
  },
];

/**
 * A fake shop for the address editor (tests, stories): the customer's addresses (list, create, update), the
 * context (`PATCH /context`), the countries and their states; every call is recorded in `calls`, and `fail` makes
 * a route refuse. `delay` holds every answer back (ms) so busy states can be seen.
 */
export function fixtureAddressClient({
  calls = [] as AddressCall[],
  fail = {} as AddressShopFailures,
  addresses = fixtureAddresses.map((address) => ({ ...address })) as Record<string, unknown>[],
  delay = 0,
} = {}): StoreApiClient {
  let created = 0;
  return fixtureClient(async (request) => {
    const path = new URL(request.url).pathname.replace("/store-api", "");
    const text = request.method === "GET" ? "" : await request.text();
    const body = text ? JSON.parse(text) : null;
    calls.push({ method: request.method, path, body });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const json = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    const refuse = (status: number, detail: string) =>
      json({ errors: [{ status: String(status), code: "FIXTURE", detail }] }, status);
    const withCountry = (address: Record<string, unknown>) => ({
      ...address,
      country: fixtureCountries.find((country) => country.id === address.countryId) ?? null,
    });
    if (path === "/account/list-address") {
      return fail.list ? refuse(500, "Down") : json({ elements: addresses, total: addresses.length });
    }
    if (path === "/account/address" && request.method === "POST") {
      if (fail.save) return refuse(400, "The postcode does not fit the city.");
      created += 1;
      const address = withCountry({ id: `addr-new-${created}`, ...body });
      addresses.push(address);
      return json(address);
    }
    const edited = /^\/account\/address\/([^/]+)$/.exec(path)?.[1];
    if (edited && request.method === "PATCH") {
      if (fail.save) return refuse(400, "The postcode does not fit the city.");
      const index = addresses.findIndex((address) => address.id === edited);
      if (index < 0) return refuse(404, "Not found");
      addresses[index] = withCountry({ ...addresses[index], ...body });
      return json(addresses[index]);
    }
    if (path === "/context" && request.method === "PATCH") {
      return fail.context ? refuse(500, "Down") : json({ contextToken: "t" });
    }
    if (path === "/country") return json({ elements: fixtureCountries, total: fixtureCountries.length });
    const countryId = /country-state\/([^/?]+)/.exec(path)?.[1];
    if (countryId) {
      const elements = STATES[countryId] ?? [];
      return json({ elements, total: elements.length });
    }
    return refuse(404, "Not found");
  });
}

/** A client of the fixture shop at `http://shop.test/store-api` whose every request `answer` answers. */
export function fixtureClient(answer: (request: Request) => Promise<Response>): StoreApiClient {
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: (input, init) => answer(input instanceof Request ? input : new Request(String(input), init)),
  });
}
