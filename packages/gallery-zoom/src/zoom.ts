// @vitrine/gallery-zoom/zoom: the zoom modal's math (scale steps, wheel and pinch, panning bounds), an entry of its
// own. The zoom modal loads it with itself at the first zoom; exported from the main entry, a shop's bundler would
// keep it with the gallery's code on the product page's first paint.

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
