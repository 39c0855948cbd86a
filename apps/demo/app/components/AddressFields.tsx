import type { Country } from "@vitrine/core/schemas";
import { nameOf } from "../lib/format";

/** Street, postcode, city and country inputs, prefixed so that several can share a form. */
export function AddressFields({
  prefix,
  countries,
  idPrefix,
}: {
  prefix: string;
  countries: Country[];
  idPrefix: string;
}) {
  const germany = countries.find((country) => country.iso === "DE") ?? countries[0];
  return (
    <>
      <div className="field field-wide">
        <label htmlFor={`${idPrefix}-street`}>Street and number</label>
        <input
          id={`${idPrefix}-street`}
          name={`${prefix}street`}
          type="text"
          autoComplete="street-address"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-zipcode`}>Postcode</label>
        <input
          id={`${idPrefix}-zipcode`}
          name={`${prefix}zipcode`}
          type="text"
          autoComplete="postal-code"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-city`}>City</label>
        <input
          id={`${idPrefix}-city`}
          name={`${prefix}city`}
          type="text"
          autoComplete="address-level2"
          required
        />
      </div>
      <div className="field field-wide">
        <label htmlFor={`${idPrefix}-country`}>Country</label>
        <select
          id={`${idPrefix}-country`}
          name={`${prefix}countryId`}
          defaultValue={germany?.id}
          required
          autoComplete="country"
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {nameOf(country)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
