// @vitrine/gallery-zoom/zoom: the zoom modal and its math (scale steps, wheel and pinch, panning bounds), an entry of
// its own. The gallery loads it at the first zoom, as one file; exported from the main entry, a shop's bundler would
// keep it with the gallery's code on the product page's first paint.

export { ZoomModal, type ZoomModalProps } from "./ZoomModal";
export {
  canPan,
  clampPan,
  clampScale,
  maxZoomScale,
  type PanDirection,
  type PanOffset,
  panBy,
  panLimits,
  pinchZoom,
  toggleZoom,
  wheelZoom,
  zoomBounds,
  zoomIn,
  zoomOut,
  zoomStepSize,
} from "./zoom.math";
