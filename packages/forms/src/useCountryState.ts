import { useStoreApi } from "@vitrine/core";
import { useEffect, useState } from "react";
import { type CountryStateOption, defaultFormsApi, type FormsApi } from "./forms.api";

/** A country option with the flags its address rules need (the Store API's country fields). */
export interface CountryOption {
  id: string;
  name?: string | null;
  translated?: { name?: string | null } | null;
  /** The state is required in addresses of this country. */
  forceStateInRegistration?: boolean | null;
  /** A VAT id is required for this country. */
  vatIdRequired?: boolean | null;
  /** A postcode is required for this country. */
  postalCodeRequired?: boolean | null;
  /** The states, when the shop sent them along (then nothing is loaded). */
  states?: CountryStateOption[] | null;
}

/** What `useCountryState` knows about the chosen country. */
export interface CountryStateControls {
  /** The chosen country, or undefined. */
  country: CountryOption | undefined;
  /** Its states; empty when it has none (the state select is hidden and disabled then). */
  states: CountryStateOption[];
  /** Whether the state is required (the country's flag, and only when it has states). */
  stateRequired: boolean;
  /** Whether the VAT id is shown and required. */
  vatIdRequired: boolean;
  /** Whether the postcode is required. */
  zipcodeRequired: boolean;
  /** The states are being loaded. */
  loading: boolean;
}

/**
 * Headless country rules: changing the country loads its states
 * (`POST /country-state/{countryId}`); a failed load keeps the select empty and the form usable.
 */
export function useCountryState(
  countries: CountryOption[],
  countryId: string | undefined,
  api: FormsApi = defaultFormsApi,
): CountryStateControls {
  const client = useStoreApi();
  const country = countries.find((candidate) => candidate.id === countryId);
  const [loaded, setLoaded] = useState<{ countryId: string; states: CountryStateOption[] } | null>(null);
  const known = country?.states ?? undefined;
  const needsLoad = !!countryId && !known && loaded?.countryId !== countryId;

  useEffect(() => {
    if (!needsLoad || !countryId) return;
    const controller = new AbortController();
    api.countryStates(client, countryId, controller.signal).then(
      (states) => {
        if (!controller.signal.aborted) setLoaded({ countryId, states });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ countryId, states: [] });
      },
    );
    return () => controller.abort();
  }, [needsLoad, countryId, client, api]);

  const states = known ?? (loaded && loaded.countryId === countryId ? loaded.states : []);
  return {
    country,
    states,
    stateRequired: !!country?.forceStateInRegistration && states.length > 0,
    vatIdRequired: !!country?.vatIdRequired,
    zipcodeRequired: !!country?.postalCodeRequired,
    loading: needsLoad,
  };
}
