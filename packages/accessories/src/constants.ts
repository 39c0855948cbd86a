// The spec's numbers and names for @vitrine/accessories, each named once (DESIGN section 2).

/** Same-quantity sync delay: linked accessories follow the main quantity this long after it changed. */
export const SAME_QUANTITY_SYNC_MS = 300;

/** Line item type of a bundle item ("a bundle-specific type for bundles"). */
export const BUNDLE_LINE_ITEM_TYPE = "vitrine-bundle-item";

/** The `extensions` key of a cross-selling that carries the accessory or bundle configuration. */
export const ACCESSORIES_EXTENSION = "vitrineAccessories";
