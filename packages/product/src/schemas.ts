// @vitrine/product/schemas: the valibot schemas of the product page's Store API answers, for a server loader that
// checks a product. Importing them loads valibot; the package's own calls load them with their first request.

export {
  type FindVariantResponse,
  FindVariantResponseSchema,
  type ProductDetail,
  type ProductDetailResponse,
  ProductDetailResponseSchema,
  ProductDetailSchema,
  type PropertyGroup,
  PropertyGroupSchema,
  type PropertyOption,
  PropertyOptionSchema,
  type ReferencePricing,
  type UnitInfo,
  UnitInfoSchema,
  UnitSchema,
  type VariantOptionsResponse,
  VariantOptionsResponseSchema,
} from "./product.schema";
