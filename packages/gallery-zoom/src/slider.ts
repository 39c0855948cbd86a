// @vitrine/gallery-zoom/slider public API: the product slider alone (home page, cross-selling), so a page that
// shows no gallery loads neither the gallery, the magnifier nor the zoom math.

export {
  CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  CAROUSEL_SPEED_MS,
  PRODUCT_SLIDER_GAP_PX,
  PRODUCT_SLIDER_MIN_BOX_WIDTH_PX,
} from "./constants";
export { gallerySnippets } from "./gallery.snippets";
export { ProductBox, ProductSlider, type ProductSliderProps } from "./ProductSlider";
export { productsPerView } from "./slider.state";
export { type ProductSliderState, type UseProductSliderOptions, useProductSlider } from "./useProductSlider";
