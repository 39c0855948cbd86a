import { SEED_TIME } from "./db.js";
import {
  COUNTRY_IDS,
  DELIVERY_TIME_IDS,
  idFor,
  PAYMENT_METHOD_IDS,
  PROMOTION_IDS,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
  STATE_IDS,
  TAX_IDS,
} from "./ids.js";

type Row = Record<string, unknown>;

/** Delivery times (DeliveryTime entity). */
export const DELIVERY_TIMES = [
  { id: DELIVERY_TIME_IDS.oneToThreeDays, name: "1-3 days", min: 1, max: 3, unit: "day" },
  { id: DELIVERY_TIME_IDS.twoToFiveDays, name: "2-5 days", min: 2, max: 5, unit: "day" },
  { id: DELIVERY_TIME_IDS.oneToTwoWeeks, name: "1-2 weeks", min: 1, max: 2, unit: "week" },
  { id: DELIVERY_TIME_IDS.express, name: "1 day", min: 1, max: 1, unit: "day" },
] as const;

/** The DeliveryTime entity JSON. */
export function deliveryTimeJson(id: string): Row | null {
  const found = DELIVERY_TIMES.find((time) => time.id === id);
  if (!found) return null;
  return {
    ...found,
    translated: { name: found.name },
    createdAt: SEED_TIME,
    updatedAt: null,
    customFields: null,
    apiAlias: "delivery_time",
  };
}

export const TAXES = [
  { id: TAX_IDS.standard, name: "Standard rate", tax_rate: 19 },
  { id: TAX_IDS.reduced, name: "Reduced rate", tax_rate: 7 },
];

interface CountrySeed {
  id: string;
  iso: string;
  iso3: string;
  name: string;
  position: number;
  vatIdRequired: boolean;
  forceStateInRegistration: boolean;
  postalCodeRequired: boolean;
  isEu: boolean;
  states: { id?: string; shortCode: string; name: string }[];
}

const COUNTRIES: CountrySeed[] = [
  {
    id: COUNTRY_IDS.DE,
    iso: "DE",
    iso3: "DEU",
    name: "Germany",
    position: 1,
    vatIdRequired: false,
    forceStateInRegistration: false,
    postalCodeRequired: true,
    isEu: true,
    states: [
      { id: STATE_IDS.berlin, shortCode: "DE-BE", name: "Berlin" },
      { id: STATE_IDS.bavaria, shortCode: "DE-BY", name: "Bavaria" },
      { shortCode: "DE-BW", name: "Baden-Württemberg" },
      { shortCode: "DE-BB", name: "Brandenburg" },
      { shortCode: "DE-HB", name: "Bremen" },
      { shortCode: "DE-HH", name: "Hamburg" },
      { shortCode: "DE-HE", name: "Hesse" },
      { shortCode: "DE-NI", name: "Lower Saxony" },
      { shortCode: "DE-MV", name: "Mecklenburg-Vorpommern" },
      { shortCode: "DE-NW", name: "North Rhine-Westphalia" },
      { shortCode: "DE-RP", name: "Rhineland-Palatinate" },
      { shortCode: "DE-SL", name: "Saarland" },
      { shortCode: "DE-SN", name: "Saxony" },
      { shortCode: "DE-ST", name: "Saxony-Anhalt" },
      { shortCode: "DE-SH", name: "Schleswig-Holstein" },
      { shortCode: "DE-TH", name: "Thuringia" },
    ],
  },
  {
    id: COUNTRY_IDS.AT,
    iso: "AT",
    iso3: "AUT",
    name: "Austria",
    position: 2,
    vatIdRequired: true,
    forceStateInRegistration: false,
    postalCodeRequired: true,
    isEu: true,
    states: [],
  },
  {
    id: COUNTRY_IDS.NL,
    iso: "NL",
    iso3: "NLD",
    name: "Netherlands",
    position: 3,
    vatIdRequired: false,
    forceStateInRegistration: false,
    postalCodeRequired: false,
    isEu: true,
    states: [],
  },
  {
    id: COUNTRY_IDS.US,
    iso: "US",
    iso3: "USA",
    name: "United States of America",
    position: 4,
    vatIdRequired: false,
    forceStateInRegistration: true,
    postalCodeRequired: true,
    isEu: false,
    states: [
      { id: STATE_IDS.california, shortCode: "US-CA", name: "California" },
      { id: STATE_IDS.newYork, shortCode: "US-NY", name: "New York" },
      { shortCode: "US-TX", name: "Texas" },
      { shortCode: "US-FL", name: "Florida" },
      { shortCode: "US-IL", name: "Illinois" },
      { shortCode: "US-WA", name: "Washington" },
      { shortCode: "US-MA", name: "Massachusetts" },
      { shortCode: "US-CO", name: "Colorado" },
    ],
  },
];

const ADDRESS_FORMAT = [
  [
    ["symbol", "company"],
    ["symbol", "department"],
  ],
  [
    ["symbol", "first_name"],
    ["symbol", "last_name"],
  ],
  [["symbol", "street"]],
  [
    ["symbol", "zipcode"],
    ["symbol", "city"],
  ],
  [["symbol", "country"]],
];

/** Country and country-state rows (with the Store API JSON in `json`). */
export function countryRows(): { countries: Row[]; states: Row[] } {
  const countries: Row[] = [];
  const states: Row[] = [];
  for (const country of COUNTRIES) {
    const json = {
      id: country.id,
      name: country.name,
      iso: country.iso,
      iso3: country.iso3,
      position: country.position,
      active: true,
      shippingAvailable: true,
      displayStateInRegistration: country.states.length > 0,
      forceStateInRegistration: country.forceStateInRegistration,
      checkVatIdPattern: false,
      vatIdRequired: country.vatIdRequired,
      vatIdPattern: country.iso === "AT" ? "(AT)?U[0-9]{8}" : "",
      postalCodeRequired: country.postalCodeRequired,
      checkPostalCodePattern: false,
      checkAdvancedPostalCodePattern: false,
      advancedPostalCodePattern: null,
      defaultPostalCodePattern: null,
      addressFormat: ADDRESS_FORMAT,
      isEu: country.isEu,
      customerTax: { enabled: false, currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca", amount: 0 },
      companyTax: { enabled: false, currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca", amount: 0 },
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: { name: country.name, addressFormat: ADDRESS_FORMAT, customFields: {} },
      apiAlias: "country",
    };
    countries.push({
      id: country.id,
      iso: country.iso,
      iso3: country.iso3,
      name: country.name,
      position: country.position,
      active: true,
      shipping_available: true,
      vat_id_required: country.vatIdRequired,
      force_state_in_registration: country.forceStateInRegistration,
      postal_code_required: country.postalCodeRequired,
      json,
    });
    country.states.forEach((state, index) => {
      const id = state.id ?? idFor(`country-state:${state.shortCode}`);
      states.push({
        id,
        country_id: country.id,
        short_code: state.shortCode,
        name: state.name,
        position: index + 1,
        json: {
          id,
          countryId: country.id,
          shortCode: state.shortCode,
          name: state.name,
          position: index + 1,
          active: true,
          customFields: null,
          createdAt: SEED_TIME,
          updatedAt: null,
          translated: { name: state.name, customFields: {} },
          apiAlias: "country_state",
        },
      });
    });
  }
  return { countries, states };
}

export const SALUTATIONS = [
  { id: SALUTATION_IDS.mr, salutation_key: "mr", display_name: "Mr.", letter_name: "Dear Mr." },
  { id: SALUTATION_IDS.mrs, salutation_key: "mrs", display_name: "Mrs.", letter_name: "Dear Mrs." },
  {
    id: SALUTATION_IDS.notSpecified,
    salutation_key: "not_specified",
    display_name: "Not specified",
    letter_name: " ",
  },
];

/** The Salutation entity JSON of a row. */
export function salutationJson(row: {
  id: string;
  salutation_key: string;
  display_name: string;
  letter_name: string;
}) {
  return {
    id: row.id,
    salutationKey: row.salutation_key,
    displayName: row.display_name,
    letterName: row.letter_name,
    position: SALUTATIONS.findIndex((entry) => entry.id === row.id) + 1,
    customFields: null,
    createdAt: SEED_TIME,
    updatedAt: null,
    translated: { displayName: row.display_name, letterName: row.letter_name, customFields: {} },
    apiAlias: "salutation",
  };
}

/** Shipping methods: Standard (4.99 €, free from 50 €) and Express (9.99 €). */
export function shippingMethodRows(): Row[] {
  const methods = [
    {
      id: SHIPPING_METHOD_IDS.standard,
      technicalName: "shipping_standard",
      name: "Standard",
      description: "Delivery by parcel service in 1-3 working days. Free from 50 €.",
      position: 1,
      price: 4.99,
      freeFrom: 50,
      deliveryTimeId: DELIVERY_TIME_IDS.oneToThreeDays,
    },
    {
      id: SHIPPING_METHOD_IDS.express,
      technicalName: "shipping_express",
      name: "Express",
      description: "Delivery on the next working day when ordered before 2 pm.",
      position: 2,
      price: 9.99,
      freeFrom: null,
      deliveryTimeId: DELIVERY_TIME_IDS.express,
    },
  ];
  return methods.map((method) => ({
    id: method.id,
    technical_name: method.technicalName,
    name: method.name,
    position: method.position,
    active: true,
    price: method.price,
    free_from: method.freeFrom,
    delivery_time_id: method.deliveryTimeId,
    json: {
      id: method.id,
      name: method.name,
      technicalName: method.technicalName,
      description: method.description,
      active: true,
      position: method.position,
      taxType: "auto",
      deliveryTimeId: method.deliveryTimeId,
      deliveryTime: deliveryTimeJson(method.deliveryTimeId),
      prices: [
        {
          id: idFor(`shipping-price:${method.technicalName}`),
          shippingMethodId: method.id,
          calculation: 1,
          quantityStart: 1,
          currencyPrice: [
            {
              currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca",
              gross: method.price,
              net: Math.round((method.price / 1.19) * 100) / 100,
              linked: true,
            },
          ],
          customFields: null,
          createdAt: SEED_TIME,
          updatedAt: null,
          apiAlias: "shipping_method_price",
        },
      ],
      trackingUrl: null,
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: { name: method.name, description: method.description, trackingUrl: null, customFields: {} },
      apiAlias: "shipping_method",
    },
  }));
}

/** Payment methods: Invoice, Cash on delivery, Credit card, Apple Pay. */
export function paymentMethodRows(): Row[] {
  const methods = [
    {
      id: PAYMENT_METHOD_IDS.invoice,
      technicalName: "payment_invoice",
      name: "Invoice",
      description: "Pay within 14 days of receiving the invoice.",
    },
    {
      id: PAYMENT_METHOD_IDS.cashOnDelivery,
      technicalName: "payment_cashondelivery",
      name: "Cash on delivery",
      description: "Pay the parcel service on delivery (2 € fee).",
    },
    {
      id: PAYMENT_METHOD_IDS.creditCard,
      technicalName: "payment_multisafepay_creditcard",
      name: "Credit card",
      description: "Visa, Mastercard, American Express: pay securely with the embedded card form.",
    },
    {
      id: PAYMENT_METHOD_IDS.applePay,
      technicalName: "payment_multisafepay_applepay",
      name: "Apple Pay",
      description: "Pay with Apple Pay on supported devices.",
    },
  ];
  return methods.map((method, index) => ({
    id: method.id,
    technical_name: method.technicalName,
    name: method.name,
    position: index + 1,
    active: true,
    json: {
      id: method.id,
      name: method.name,
      distinguishableName: method.name,
      description: method.description,
      technicalName: method.technicalName,
      shortName: method.technicalName.replace(/^payment_/, ""),
      position: index + 1,
      active: true,
      afterOrderEnabled: true,
      customFields: null,
      createdAt: SEED_TIME,
      updatedAt: null,
      translated: {
        name: method.name,
        description: method.description,
        distinguishableName: method.name,
        customFields: {},
      },
      apiAlias: "payment_method",
    },
  }));
}

/** Promotion codes: VITRINE10 (10 %), SAVE5 (5 € off), EXPIRED2020 (expired at the end of 2020). */
export const PROMOTIONS = [
  {
    id: PROMOTION_IDS.VITRINE10,
    code: "VITRINE10",
    name: "10 % off everything",
    discount_type: "percentage",
    value: 10,
    active: true,
    valid_from: null,
    valid_until: null,
  },
  {
    id: PROMOTION_IDS.SAVE5,
    code: "SAVE5",
    name: "5 € off your order",
    discount_type: "absolute",
    value: 5,
    active: true,
    valid_from: null,
    valid_until: null,
  },
  {
    id: PROMOTION_IDS.EXPIRED2020,
    code: "EXPIRED2020",
    name: "Summer sale 2020",
    discount_type: "percentage",
    value: 20,
    active: true,
    valid_from: "2020-06-01T00:00:00Z",
    valid_until: "2020-12-31T23:59:59Z",
  },
];
