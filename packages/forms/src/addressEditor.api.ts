import type { StoreApiClient } from "@vitrine/core";
import type { Address } from "@vitrine/core/schemas";
import type { CountryOption } from "./useCountryState";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
const schemas = () => import("./forms.schema");

/** The fields of an address the editor sends (create and update). */
export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  zipcode?: string;
  city: string;
  countryId: string;
  countryStateId?: string | null;
  vatId?: string;
}

/** The addresses the checkout uses, as `PATCH /context` takes them. */
export interface ContextAddresses {
  shippingAddressId?: string;
  billingAddressId?: string;
}

/** The Store API calls of the address editor; pass your own to replace one. */
export interface AddressEditorApi {
  /** The customer's addresses (`POST /account/list-address`, with their countries). */
  listAddresses(client: StoreApiClient, signal: AbortSignal): Promise<Address[]>;
  /** The countries to choose from (`POST /country`), for a shop that does not pass them. */
  countries(client: StoreApiClient, signal: AbortSignal): Promise<CountryOption[]>;
  /** Creates an address (`POST /account/address`). */
  createAddress(client: StoreApiClient, address: AddressInput): Promise<Address>;
  /** Changes an address (`PATCH /account/address/{addressId}`). */
  updateAddress(client: StoreApiClient, addressId: string, address: AddressInput): Promise<Address>;
  /** Chooses the checkout's shipping and/or billing address (`PATCH /context`). */
  setContextAddresses(client: StoreApiClient, addresses: ContextAddresses): Promise<void>;
}

/** The address editor's calls as the Store API defines them. */
export const defaultAddressEditorApi: AddressEditorApi = {
  listAddresses: async (client, signal) =>
    (
      await client.post("/account/list-address", {
        body: { associations: { country: {}, countryState: {} } },
        schema: schemas().then((m) => m.AddressListSchema),
        signal,
        idempotent: true,
      })
    ).elements,
  countries: async (client, signal) =>
    (
      await client.post("/country", {
        body: { limit: 250 },
        schema: schemas().then((m) => m.CountryListSchema),
        signal,
        idempotent: true,
      })
    ).elements as CountryOption[],
  createAddress: async (client, address) =>
    client.post("/account/address", { body: address, schema: schemas().then((m) => m.AddressSchema) }),
  updateAddress: async (client, addressId, address) =>
    client.patch("/account/address/{addressId}", {
      params: { addressId },
      body: address,
      schema: schemas().then((m) => m.AddressSchema),
    }),
  setContextAddresses: async (client, addresses) => {
    await client.patch("/context", { body: addresses });
  },
};
