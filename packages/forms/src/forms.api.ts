import type { StoreApiClient } from "@vitrine/core";
import type { CountryState } from "@vitrine/core/schemas";

/** A state (region) of a country, as the country-data route answers it. */
export type CountryStateOption = CountryState;

/** The Store API calls of @vitrine/forms; pass your own to replace one. */
export interface FormsApi {
  /** The states of a country (`POST /country-state/{countryId}`); `signal` aborts the call. */
  countryStates(
    client: StoreApiClient,
    countryId: string,
    signal: AbortSignal,
  ): Promise<CountryStateOption[]>;
}

/** The calls as the Store API defines them. */
export const defaultFormsApi: FormsApi = {
  countryStates: async (client, countryId, signal) =>
    (
      await client.post("/country-state/{countryId}", {
        params: { countryId },
        body: {},
        // The schema (and valibot) loads with the call, not for a server-rendered page's first paint.
        schema: import("./forms.schema").then((m) => m.CountryStateListSchema),
        signal,
        idempotent: true,
      })
    ).elements,
};
