// The numbers and names of @vitrine/cms, each named once (DESIGN section 2).

/** Element types whose first appearance on a page loads its image with `fetchpriority="high"`. */
export const CMS_PRIORITY_ELEMENT_TYPES: readonly string[] = ["image", "image-slider", "image-gallery"];

/** Slot names in reading order (a block's slots arrive in any order). Other names keep their order, after these. */
export const CMS_SLOT_ORDER: readonly string[] = ["left", "center", "right"];

/** How many columns a block shows at most from MD up (a block with more slots wraps). */
export const CMS_MAX_COLUMNS = 4;
