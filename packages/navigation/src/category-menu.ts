// @vitrine/navigation/category-menu: the headless category off-canvas menu, an entry of its own (the built-in
// `<CategoryOffcanvas>` loads it lazily with its panel; a shop that draws its own menu imports it there, so no
// page's first paint pays for the menu's levels).

export { type CategoryMenuControls, type UseCategoryMenuOptions, useCategoryMenu } from "./useCategoryMenu";
