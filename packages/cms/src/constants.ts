// The numbers and names of @vitrine/cms, each named once (DESIGN section 2).

/** Element types whose first appearance on a page loads its image with `fetchpriority="high"`. */
export const CMS_PRIORITY_ELEMENT_TYPES: readonly string[] = ["image", "image-slider", "image-gallery"];

/**
 * Slot names in reading order (a block's slots arrive in any order): column by column, and in a column Shopware's
 * standard blocks stack top over bottom (`image-simple-grid`) and image over text (`image-text-row`,
 * `image-text-bubble`). Other names keep their order, after these.
 */
export const CMS_SLOT_ORDER: readonly string[] = [
  "left",
  "left-top",
  "left-bottom",
  "left-image",
  "left-text",
  "center-left",
  "center",
  "center-top",
  "center-bottom",
  "center-image",
  "center-text",
  "center-right",
  "right",
  "right-top",
  "right-bottom",
  "right-image",
  "right-text",
];

/** How many columns a block shows at most from MD up (a block with more slots wraps). */
export const CMS_MAX_COLUMNS = 4;
