// @vitrine/accessories/schemas: the valibot schemas of the accessories' cross-selling answer. Importing them loads
// valibot; the package's own calls load them with their first request.

export {
  type AccessoriesResponse,
  AccessoriesResponseSchema,
  type AccessoryItemConfig,
  AccessoryItemConfigSchema,
  type CrossSellingElement,
  CrossSellingElementSchema,
} from "./accessories.schema";
