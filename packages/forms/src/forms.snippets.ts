import type { Snippets } from "@vitrine/core";
/** English defaults of every text @vitrine/forms shows, by snippet key. */
export const formsSnippets = {
  "forms.invalid.required": "Please fill in this field.",
  "forms.invalid.minLength": "Please enter at least {min} characters ({count} so far).",
  "forms.invalid.equalTo": "The two entries do not match.",
  "forms.invalid.format": "Please check the format of this entry.",
  "forms.invalid.min": "Please choose a later date.",
  "forms.invalid.max": "Please choose an earlier date.",
  "forms.error": "This could not be sent. Please try again.",
  "forms.address.street": "Street and number",
  "forms.address.zipcode": "Postcode",
  "forms.address.city": "City",
  "forms.address.country": "Country",
  "forms.address.state": "State",
  "forms.address.stateChoose": "Please choose…",
  "forms.address.vatId": "VAT id",
} satisfies Snippets;
