import type { StoreApiClient } from "@vitrine/core";
import { type CountryState, CountryStateSchema, entityList } from "@vitrine/core/schemas";

const CountryStateListSchema = entityList(CountryStateSchema);

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
        schema: CountryStateListSchema,
        signal,
        idempotent: true,
      })
    ).elements,
};
