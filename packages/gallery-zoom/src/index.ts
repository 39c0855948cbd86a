// @vitrine/gallery-zoom public API: explicit named exports only. The zoom modal is a lazy chunk of ProductGallery.

export {
  CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  CAROUSEL_SPEED_MS,
  CAROUSEL_SWIPE_ANGLE,
  CAROUSEL_SWIPE_MIN_DISTANCE_PX,
  GALLERY_GUTTER_PX,
  GALLERY_THUMBNAILS,
  MAGNIFIER_ZOOM_FACTOR,
  PRODUCT_SLIDER_GAP_PX,
  PRODUCT_SLIDER_MIN_BOX_WIDTH_PX,
  ZOOM_MAX_NATURAL_FACTOR,
  ZOOM_PAN_STEP_FRACTION,
  ZOOM_STEPS,
  ZOOM_TRANSITION_MS,
  ZOOM_WHEEL_DIVISOR,
} from "./constants";
export { GalleryArrows } from "./GalleryArrows";
export { mediaImageProps, mediaSize } from "./gallery.media";
export { gallerySnippets } from "./gallery.snippets";
export { magnifierPosition, moveSlide, swipeDirection, thumbnailWindowStart } from "./gallery.state";
export { Magnifier, type MagnifierProps } from "./Magnifier";
export { ProductGallery, type ProductGalleryProps } from "./ProductGallery";
export { ProductBox, ProductSlider, type ProductSliderProps } from "./ProductSlider";
export { productsPerView } from "./slider.state";
export type { GalleryZoomSnippetKey } from "./snippets/en";
export { type Gallery, type UseGalleryOptions, useGallery } from "./useGallery";
export { type ProductSliderState, type UseProductSliderOptions, useProductSlider } from "./useProductSlider";
export type { ZoomModalProps } from "./ZoomModal";
// The zoom math is `@vitrine/gallery-zoom/zoom` (loaded with the zoom modal, never with the page); its types stay here.
export type { PanDirection, PanOffset } from "./zoom.math";
