// @vitrine/accessories public API: explicit named exports only.

export { Accessories, type AccessoriesProps } from "./Accessories";
export { type AccessoriesApi, defaultAccessoriesApi } from "./accessories.api";
export {
  type AccessoryGroup,
  type AccessoryItem,
  type AccessoryKind,
  type AccessoryLineItem,
  type AccessoryProblem,
  accessoriesTotal,
  accessoryBounds,
  accessoryGroups,
  accessoryLineItems,
  accessoryProblem,
  initialQuantities,
  lineQuantity,
  snapQuantity,
  stepDown,
  stepUp,
  unitPriceAt,
} from "./accessories.rules";
// The schemas are at @vitrine/accessories/schemas: the main entry loads no valibot (the calls load it lazily).
export type { AccessoriesResponse, AccessoryItemConfig, CrossSellingElement } from "./accessories.schema";
export { accessoriesSnippets } from "./accessories.snippets";
export { ACCESSORIES_EXTENSION, BUNDLE_LINE_ITEM_TYPE, SAME_QUANTITY_SYNC_MS } from "./constants";
export type { AccessoriesSnippetKey } from "./snippets/en";
export {
  type AccessoriesControls,
  type AccessoriesStatus,
  type AccessoryNotice,
  type UseAccessoriesOptions,
  useAccessories,
} from "./useAccessories";
