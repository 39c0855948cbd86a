// The schemas of the forms' Store API answers, loaded with the first call (valibot is not part of a form's first
// paint).
import { AddressSchema, CountrySchema, CountryStateSchema, entityList } from "@vitrine/core/schemas";

/** `POST /country-state/{countryId}`. */
export const CountryStateListSchema = entityList(CountryStateSchema);
/** `POST /account/list-address`. */
export const AddressListSchema = entityList(AddressSchema);
/** `POST /country`. */
export const CountryListSchema = entityList(CountrySchema);

export { AddressSchema };
