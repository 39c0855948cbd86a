// `@vitrine/customized-products/schemas`: the template's schemas, for a server loader that reads the template from
// the product detail (kept out of the main entry).

export {
  ExclusionSchema,
  TemplateOptionSchema,
  TemplateSchema,
  TemplateValueSchema,
} from "./customizedProducts.schema";
export { PriceQuoteSchema, ShareResponseSchema } from "./responses.schema";
export { RestoreConfigurationSchema, UploadResponseSchema } from "./restore.schema";
