// @vitrine/cart/offcanvas: the headless off-canvas cart, an entry of its own (the built-in panel loads it lazily;
// a shop that draws its own panel imports it there, so no page pays for it before the cart opens).

export { type OffcanvasCart as OffcanvasCartControls, useOffcanvasCart } from "./useOffcanvasCart";
