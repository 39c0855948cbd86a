import { SEED_TIME } from "./db.js";
import { idFor } from "./ids.js";

type Json = Record<string, unknown>;

/** Option types of Swag Customized Products, as the template's `type` field names them. */
export const CUSTOMIZED_OPTION_TYPES = [
  "checkbox",
  "select",
  "colorselect",
  "imageselect",
  "textfield",
  "textarea",
  "numberfield",
  "datetime",
  "timestamp",
  "htmleditor",
  "fileupload",
  "imagefileupload",
] as const;

/** Stable id of an option of the demo template, by its key. */
export function customizedOptionId(key: string): string {
  return idFor(`customized-option:${key}`);
}

/** Stable id of an option value, by option key and value key. */
export function customizedValueId(optionKey: string, valueKey: string): string {
  return idFor(`customized-value:${optionKey}:${valueKey}`);
}

interface OptionSpec {
  key: string;
  type: (typeof CUSTOMIZED_OPTION_TYPES)[number];
  name: string;
  description?: string;
  placeholder?: string;
  required: boolean;
  price: number;
  oneTimeSurcharge?: boolean;
  relativeSurcharge?: boolean;
  percentageSurcharge?: number;
  typeProperties: Json;
  values?: {
    key: string;
    name: string;
    price: number;
    value?: unknown;
    mediaKey?: string;
    colour?: string;
    default?: boolean;
  }[];
}

/** The template's own texts in the system language (English). */
export const TEMPLATE_TEXTS = {
  displayName: "Design your canvas",
  description: "<p>Upload a photo, choose the size and frame, and add a personal touch.</p>",
};

/** The template's options, in order (their texts in the system language, English). */
export const OPTIONS: OptionSpec[] = [
  {
    key: "size",
    type: "select",
    name: "Canvas size",
    description: "The size of the stretched canvas.",
    required: true,
    price: 0,
    typeProperties: { isMultiSelect: false, isDropDown: true },
    values: [
      { key: "30x40", name: "30 × 40 cm", price: 0, default: true },
      { key: "50x70", name: "50 × 70 cm", price: 20 },
      { key: "70x100", name: "70 × 100 cm", price: 45 },
    ],
  },
  {
    key: "frame",
    type: "colorselect",
    name: "Frame colour",
    required: false,
    price: 0,
    typeProperties: { isMultiSelect: false },
    values: [
      { key: "natural", name: "Natural oak", price: 15, colour: "#c8a27a" },
      { key: "black", name: "Black", price: 15, colour: "#1b1b1b" },
      { key: "white", name: "White", price: 15, colour: "#f4f4f2" },
    ],
  },
  {
    key: "style",
    type: "imageselect",
    name: "Print style",
    required: true,
    price: 0,
    typeProperties: { isMultiSelect: false },
    values: [
      { key: "colour", name: "Full colour", price: 0, mediaKey: "colour", colour: "#1f6f8b", default: true },
      { key: "mono", name: "Black and white", price: 0, mediaKey: "mono", colour: "#3a3f47" },
      { key: "sepia", name: "Sepia", price: 5, mediaKey: "sepia", colour: "#a0785a" },
    ],
  },
  {
    key: "photo",
    type: "imagefileupload",
    name: "Your photo",
    description: "JPG or PNG, at least 1600 px on the long side.",
    required: true,
    price: 0,
    typeProperties: { maxCount: 1, maxFileSize: 10, excludedExtensions: [] },
  },
  {
    key: "title",
    type: "textfield",
    name: "Title on the front",
    placeholder: "e.g. Summer 2026",
    required: false,
    price: 4.99,
    oneTimeSurcharge: true,
    typeProperties: { minLength: 2, maxLength: 40 },
  },
  {
    key: "dedication",
    type: "textarea",
    name: "Dedication on the back",
    placeholder: "A few words for the back of the canvas",
    required: false,
    price: 2.5,
    typeProperties: { minLength: 0, maxLength: 300 },
  },
  {
    key: "copies",
    type: "numberfield",
    name: "Extra postcard prints",
    required: false,
    price: 1.5,
    relativeSurcharge: false,
    typeProperties: { minValue: 0, maxValue: 20, interval: 1, defaultValue: 0, decimalPlaces: 0 },
  },
  {
    key: "delivery-date",
    type: "datetime",
    name: "Gift delivery date",
    required: false,
    price: 0,
    typeProperties: { minDate: "2026-01-02", maxDate: "2027-12-31" },
  },
  {
    key: "delivery-time",
    type: "timestamp",
    name: "Preferred delivery time",
    required: false,
    price: 0,
    typeProperties: { startTime: "08:00", endTime: "18:00" },
  },
  {
    key: "card",
    type: "htmleditor",
    name: "Greeting card text",
    required: false,
    price: 3,
    typeProperties: { maxLength: 1000 },
  },
  {
    key: "layout",
    type: "fileupload",
    name: "Layout sketch (PDF)",
    required: false,
    price: 0,
    typeProperties: { maxCount: 2, maxFileSize: 5, excludedExtensions: ["exe", "js"] },
  },
  // A multi-select option (DESIGN 5: every option type, and a select that takes several values).
  {
    key: "hanging",
    type: "select",
    name: "Hanging extras",
    description: "Choose any that you need.",
    required: false,
    price: 0,
    typeProperties: { isMultiSelect: true, isDropDown: false },
    values: [
      { key: "hooks", name: "Picture hooks", price: 2.5 },
      { key: "plugs", name: "Wall plugs", price: 1.5 },
      { key: "bumpers", name: "Wall bumpers", price: 1 },
    ],
  },
  {
    key: "gift-wrap",
    type: "checkbox",
    name: "Gift wrapping",
    required: false,
    price: 4.5,
    oneTimeSurcharge: true,
    typeProperties: {},
  },
  {
    key: "varnish",
    type: "checkbox",
    name: "Protective varnish (10 %)",
    required: false,
    price: 0,
    relativeSurcharge: true,
    percentageSurcharge: 10,
    typeProperties: {},
  },
];

function price(amount: number): Json[] {
  return [
    {
      currencyId: "b7d2554b0ce847cd82f3ac9bd1c0dfca",
      gross: amount,
      net: Math.round((amount / 1.19) * 100) / 100,
      linked: true,
    },
  ];
}

/**
 * The Swag Customized Products template of the demo's customizable product: every option type, an exclusion
 * rule (a black-and-white print cannot have a colour frame… and no gift wrapping with a 70 × 100 canvas), and
 * the step-by-step wizard switched on.
 */
export function customizedTemplate(
  templateId: string,
  media: (key: string, name: string, colour: string) => { id: string; json: Json },
): Json {
  const options = OPTIONS.map((option, index) => {
    const id = customizedOptionId(option.key);
    return {
      id,
      templateId,
      type: option.type,
      displayName: option.name,
      description: option.description ?? null,
      placeholder: option.placeholder ?? null,
      required: option.required,
      oneTimeSurcharge: option.oneTimeSurcharge ?? false,
      relativeSurcharge: option.relativeSurcharge ?? false,
      advancedSurcharge: false,
      position: index + 1,
      typeProperties: option.typeProperties,
      price: price(option.price),
      percentageSurcharge: option.percentageSurcharge ?? 0,
      taxId: "7a000000000000000000000000000019",
      calculatedPrice: null,
      values: (option.values ?? []).map((value, valueIndex) => {
        const image = value.mediaKey ? media(value.mediaKey, value.name, value.colour ?? "#888888") : null;
        return {
          id: customizedValueId(option.key, value.key),
          templateOptionId: id,
          value:
            option.type === "colorselect"
              ? { _value: value.colour }
              : image
                ? { _value: image.id }
                : { _value: value.key },
          displayName: value.name,
          default: value.default ?? false,
          position: valueIndex + 1,
          oneTimeSurcharge: false,
          relativeSurcharge: false,
          advancedSurcharge: false,
          price: price(value.price),
          percentageSurcharge: 0,
          taxId: "7a000000000000000000000000000019",
          ...(image ? { mediaId: image.id, media: image.json } : {}),
          translated: { displayName: value.name },
          createdAt: SEED_TIME,
          updatedAt: null,
          apiAlias: "swag_customized_products_template_option_value",
        };
      }),
      translated: {
        displayName: option.name,
        description: option.description ?? null,
        placeholder: option.placeholder ?? null,
      },
      createdAt: SEED_TIME,
      updatedAt: null,
      apiAlias: "swag_customized_products_template_option",
    };
  });

  const condition = (key: string, optionKey: string, operator: "X" | "!X", valueKeys: string[] = []) => ({
    id: idFor(`customized-condition:${key}`),
    templateExclusionId: idFor(`customized-exclusion:${key.split(":")[0]}`),
    templateOptionId: customizedOptionId(optionKey),
    templateExclusionOperatorId: idFor(`customized-operator:${operator}:${optionKey}`),
    templateExclusionOperator: {
      id: idFor(`customized-operator:${operator}:${optionKey}`),
      operator,
      templateOptionType: OPTIONS.find((option) => option.key === optionKey)?.type,
      label: operator === "X" ? "is selected" : "is not selected",
      apiAlias: "swag_customized_products_template_exclusion_operator",
    },
    templateOptionValues: valueKeys.map((valueKey) => ({ id: customizedValueId(optionKey, valueKey) })),
    extensions: { value_id: valueKeys.map((valueKey) => customizedValueId(optionKey, valueKey)) },
    apiAlias: "swag_customized_products_template_exclusion_condition",
  });

  const exclusions = [
    {
      id: idFor("customized-exclusion:mono-frame"),
      templateId,
      name: "A black-and-white print has no colour frame",
      conditions: [
        condition("mono-frame:1", "style", "X", ["mono"]),
        condition("mono-frame:2", "frame", "X"),
      ],
      apiAlias: "swag_customized_products_template_exclusion",
    },
    {
      id: idFor("customized-exclusion:large-wrap"),
      templateId,
      name: "The 70 × 100 cm canvas cannot be gift wrapped",
      conditions: [
        condition("large-wrap:1", "size", "X", ["70x100"]),
        condition("large-wrap:2", "gift-wrap", "X"),
      ],
      apiAlias: "swag_customized_products_template_exclusion",
    },
  ];

  return {
    id: templateId,
    internalName: "photo-canvas",
    displayName: TEMPLATE_TEXTS.displayName,
    description: TEMPLATE_TEXTS.description,
    mediaId: null,
    active: true,
    stepByStep: true,
    confirmInput: true,
    optionsAutoCollapse: false,
    decisionTree: null,
    options,
    exclusions,
    translated: { ...TEMPLATE_TEXTS },
    createdAt: SEED_TIME,
    updatedAt: null,
    apiAlias: "swag_customized_products_template",
  };
}
