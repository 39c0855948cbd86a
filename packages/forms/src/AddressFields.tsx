import { useSnippet } from "@vitrine/core";
import { useState } from "react";
import { Field, SelectField } from "./Field";
import type { FormsApi } from "./forms.api";
import { formsSnippets } from "./forms.snippets";
import { type CountryOption, useCountryState } from "./useCountryState";
import { useFormContext } from "./useForm";

/** The values an address form starts with (an address as the Store API gives it, whose empty fields are null). */
export interface AddressValues {
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
  countryId?: string | null;
  countryStateId?: string | null;
  vatId?: string | null;
}

/** Props of `<AddressFields>`. */
export interface AddressFieldsProps {
  /** The countries to choose from, with their flags. */
  countries: CountryOption[];
  /** Put before every field name (e.g. `billingAddress[`…). */
  namePrefix?: string;
  /** Put after every field name (e.g. `]`). */
  nameSuffix?: string;
  /** The id prefix of the controls. */
  idPrefix: string;
  /** The values to start with; the first country when no country is given. */
  defaultValues?: AddressValues;
  /** Replaces the Store API calls. */
  api?: FormsApi;
}

const countryName = (country: CountryOption) => country.translated?.name ?? country.name ?? country.id;

/**
 * Street, postcode, city, country, state and VAT id with the country's rules: states loaded per country (hidden
 * and disabled when it has none), state, postcode and VAT id required per the country's flags, and a street of
 * only whitespace cleared on blur.
 */
export function AddressFields({
  countries,
  namePrefix = "",
  nameSuffix = "",
  idPrefix,
  defaultValues = {},
  api,
}: AddressFieldsProps) {
  const t = useSnippet(formsSnippets);
  const form = useFormContext();
  const [countryId, setCountryId] = useState(defaultValues.countryId || countries[0]?.id);
  const rules = useCountryState(countries, countryId, api);
  const name = (field: string) => `${namePrefix}${field}${nameSuffix}`;
  return (
    <>
      <Field
        className="vitrine-field--wide"
        name={name("street")}
        id={`${idPrefix}-street`}
        label={t("forms.address.street")}
        autoComplete="street-address"
        defaultValue={defaultValues.street ?? ""}
        required
        clearBlank
      />
      <Field
        name={name("zipcode")}
        id={`${idPrefix}-zipcode`}
        label={t("forms.address.zipcode")}
        autoComplete="postal-code"
        defaultValue={defaultValues.zipcode ?? ""}
        required={rules.zipcodeRequired}
      />
      <Field
        name={name("city")}
        id={`${idPrefix}-city`}
        label={t("forms.address.city")}
        autoComplete="address-level2"
        defaultValue={defaultValues.city ?? ""}
        required
      />
      <SelectField
        className="vitrine-field--wide"
        name={name("countryId")}
        id={`${idPrefix}-country`}
        label={t("forms.address.country")}
        autoComplete="country"
        defaultValue={countryId}
        onChange={(event) => setCountryId(event.currentTarget.value)}
        required
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {countryName(country)}
          </option>
        ))}
      </SelectField>
      <div className="vitrine-field--wide" hidden={rules.states.length === 0}>
        {/* Mounted again when the states arrive, so a persisted or given state can be chosen among them. */}
        <SelectField
          key={`${countryId}:${rules.states.length}`}
          name={name("countryStateId")}
          id={`${idPrefix}-state`}
          label={t("forms.address.state")}
          autoComplete="address-level1"
          defaultValue={form?.storedValue(name("countryStateId")) ?? defaultValues.countryStateId ?? ""}
          disabled={rules.states.length === 0}
          required={rules.stateRequired}
        >
          <option value="">{t("forms.address.stateChoose")}</option>
          {rules.states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.translated?.name ?? state.name ?? state.id}
            </option>
          ))}
        </SelectField>
      </div>
      {rules.vatIdRequired ? (
        <Field
          className="vitrine-field--wide"
          name={name("vatId")}
          id={`${idPrefix}-vat-id`}
          label={t("forms.address.vatId")}
          defaultValue={defaultValues.vatId ?? ""}
          required
        />
      ) : null}
    </>
  );
}
