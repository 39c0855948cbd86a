import * as v from "valibot";

const PriceSchema = v.nullish(v.array(v.looseObject({ gross: v.number() })));
const TranslatedSchema = v.nullish(
  v.looseObject({
    displayName: v.nullish(v.string()),
    description: v.nullish(v.string()),
    placeholder: v.nullish(v.string()),
  }),
);

/** A value of a selection option (select, colour select, image select). */
export const TemplateValueSchema = v.looseObject({
  id: v.string(),
  displayName: v.nullish(v.string()),
  translated: TranslatedSchema,
  value: v.nullish(v.looseObject({ _value: v.nullish(v.unknown()) })),
  default: v.nullish(v.boolean()),
  price: PriceSchema,
  relativeSurcharge: v.nullish(v.boolean()),
  percentageSurcharge: v.nullish(v.number()),
  media: v.nullish(v.looseObject({ url: v.string(), alt: v.nullish(v.string()) })),
});

/** An option of the template ("Customized option": id, type, name, required flag). */
export const TemplateOptionSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  displayName: v.nullish(v.string()),
  description: v.nullish(v.string()),
  placeholder: v.nullish(v.string()),
  translated: TranslatedSchema,
  required: v.nullish(v.boolean()),
  oneTimeSurcharge: v.nullish(v.boolean()),
  relativeSurcharge: v.nullish(v.boolean()),
  percentageSurcharge: v.nullish(v.number()),
  price: PriceSchema,
  typeProperties: v.nullish(v.record(v.string(), v.unknown())),
  values: v.nullish(v.array(TemplateValueSchema)),
});

/** A condition of an exclusion rule: option, operator (`X` = selected/filled) and, in the extension, value ids. */
export const ExclusionConditionSchema = v.looseObject({
  templateOptionId: v.string(),
  templateExclusionOperator: v.nullish(
    v.looseObject({ operator: v.string(), templateOptionType: v.nullish(v.string()) }),
  ),
  extensions: v.nullish(v.looseObject({ value_id: v.nullish(v.array(v.string())) })),
});

/** An exclusion rule: every condition holding is a violation. */
export const ExclusionSchema = v.looseObject({
  id: v.string(),
  name: v.nullish(v.string()),
  conditions: v.nullish(v.array(ExclusionConditionSchema)),
});

/** The Swag Customized Products template, as the product detail carries it (`extensions.swagCustomizedProductsTemplate`). */
export const TemplateSchema = v.looseObject({
  id: v.string(),
  displayName: v.nullish(v.string()),
  description: v.nullish(v.string()),
  translated: TranslatedSchema,
  stepByStep: v.nullish(v.boolean()),
  confirmInput: v.nullish(v.boolean()),
  options: v.nullish(v.array(TemplateOptionSchema)),
  exclusions: v.nullish(v.array(ExclusionSchema)),
});

/** A template option value. */
export type TemplateValue = v.InferOutput<typeof TemplateValueSchema>;
/** A template option. */
export type TemplateOption = v.InferOutput<typeof TemplateOptionSchema>;
/** An exclusion rule. */
export type Exclusion = v.InferOutput<typeof ExclusionSchema>;
/** The template. */
export type Template = v.InferOutput<typeof TemplateSchema>;
export type { PriceQuote, RestoreConfiguration } from "./responses.schema";
