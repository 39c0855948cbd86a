// The spec's numbers, named.

/** The magnifier shows the image this many times larger, at LG viewports and up only. */
export const MAGNIFIER_ZOOM_FACTOR = 3;
/** The zoom modal goes from scale 1 to its maximum in this many steps. */
export const ZOOM_STEPS = 5;
/** A mouse wheel's delta is divided by this to get the change of scale. */
export const ZOOM_WHEEL_DIVISOR = 800;
/** Length of the zoom transition in ms (none with reduced motion). */
export const ZOOM_TRANSITION_MS = 350;
/** The maximum zoom shows the image at this many times its natural size (relative to the displayed size). */
export const ZOOM_MAX_NATURAL_FACTOR = 2;
/** A product slider's boxes are at least this wide, in px. */
export const PRODUCT_SLIDER_MIN_BOX_WIDTH_PX = 300;
/** Gap between product slider boxes, in px (the CSS uses the same). */
export const PRODUCT_SLIDER_GAP_PX = 16;
/** The gallery shows this many thumbnails at once. */
export const GALLERY_THUMBNAILS = 5;
/** Gap between gallery thumbnails, in px. */
export const GALLERY_GUTTER_PX = 10;
/** Length of a carousel slide transition in ms. */
export const CAROUSEL_SPEED_MS = 300;
/** Time between two automatic slides in ms, when autoplay is on. */
export const CAROUSEL_AUTOPLAY_TIMEOUT_MS = 5000;
/** A pointer movement counts as a horizontal swipe when it is at most this many degrees off the horizontal. */
export const CAROUSEL_SWIPE_ANGLE = 15;
/** A swipe must move at least this many px (shorter movements are taps). */
export const CAROUSEL_SWIPE_MIN_DISTANCE_PX = 30;
/** One pan button press or arrow key moves a zoomed image by this share of its displayed size. */
export const ZOOM_PAN_STEP_FRACTION = 0.1;
