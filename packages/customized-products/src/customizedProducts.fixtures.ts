import type { Template, TemplateOption } from "./customizedProducts.schema";

const price = (gross: number) => [{ gross }];

/** Builds an option of the fixture template. */
export function fixtureOption(id: string, type: string, extra: Partial<TemplateOption> = {}): TemplateOption {
  return {
    id,
    type,
    displayName: id,
    required: false,
    price: price(0),
    typeProperties: {},
    values: [],
    ...extra,
  };
}

/** A template with every option type and two exclusion rules, like the demo's canvas (tests, stories). */
export const fixtureTemplate: Template = {
  id: "template",
  displayName: "Design your canvas",
  confirmInput: true,
  stepByStep: false,
  options: [
    fixtureOption("size", "select", {
      displayName: "Canvas size",
      required: true,
      typeProperties: { isDropDown: true },
      values: [
        { id: "small", displayName: "30 × 40 cm", default: true, price: price(0) },
        { id: "large", displayName: "70 × 100 cm", price: price(45) },
      ],
    }),
    fixtureOption("frame", "colorselect", {
      displayName: "Frame colour",
      values: [
        { id: "black", displayName: "Black", value: { _value: "#1b1b1b" }, price: price(15) },
        { id: "white", displayName: "White", value: { _value: "#f4f4f2" }, price: price(15) },
      ],
    }),
    fixtureOption("style", "imageselect", {
      displayName: "Print style",
      required: true,
      values: [
        { id: "colour", displayName: "Full colour", default: true, price: price(0) },
        { id: "mono", displayName: "Black and white", price: price(0) },
      ],
    }),
    fixtureOption("extras", "select", {
      displayName: "Extras",
      typeProperties: { isMultiSelect: true },
      values: [
        { id: "hook", displayName: "Wall hook", price: price(2) },
        { id: "pad", displayName: "Felt pads", price: price(1) },
      ],
    }),
    fixtureOption("photo", "imagefileupload", {
      displayName: "Your photo",
      required: true,
      description: "JPG or PNG",
      typeProperties: { maxCount: 1, maxFileSize: 10 },
    }),
    fixtureOption("title", "textfield", {
      displayName: "Title",
      price: price(4.99),
      oneTimeSurcharge: true,
      typeProperties: { minLength: 2, maxLength: 40 },
    }),
    fixtureOption("dedication", "textarea", {
      displayName: "Dedication",
      price: price(2.5),
      typeProperties: { maxLength: -1 },
    }),
    fixtureOption("copies", "numberfield", {
      displayName: "Extra prints",
      price: price(1.5),
      typeProperties: { minValue: 0, maxValue: 20, defaultValue: 0 },
    }),
    fixtureOption("date", "datetime", { displayName: "Delivery date" }),
    fixtureOption("time", "timestamp", { displayName: "Delivery time" }),
    fixtureOption("card", "htmleditor", { displayName: "Card text", price: price(3) }),
    fixtureOption("wrap", "checkbox", {
      displayName: "Gift wrapping",
      price: price(4.5),
      oneTimeSurcharge: true,
    }),
    fixtureOption("varnish", "checkbox", {
      displayName: "Varnish",
      relativeSurcharge: true,
      percentageSurcharge: 10,
    }),
  ],
  exclusions: [
    {
      id: "mono-frame",
      name: "A black-and-white print has no colour frame",
      conditions: [
        {
          templateOptionId: "style",
          templateExclusionOperator: { operator: "X" },
          extensions: { value_id: ["mono"] },
        },
        { templateOptionId: "frame", templateExclusionOperator: { operator: "X" } },
      ],
    },
    {
      id: "large-wrap",
      name: "The 70 × 100 cm canvas cannot be gift wrapped",
      conditions: [
        {
          templateOptionId: "size",
          templateExclusionOperator: { operator: "X" },
          extensions: { value_id: ["large"] },
        },
        { templateOptionId: "wrap", templateExclusionOperator: { operator: "X" } },
      ],
    },
  ],
};

/** The fixture template's option by id. */
export const fixtureOptionById = (id: string): TemplateOption => {
  const option = fixtureTemplate.options?.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`no option ${id}`);
  return option;
};
