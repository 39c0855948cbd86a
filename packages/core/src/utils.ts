// @vitrine/core/utils public API: small framework-free helpers every package shares.

export { CART_ERROR_LEVEL } from "./cartLevels";
export { type ClickLike, isExternalHref, isPlainClick } from "./click";
export { type CrossTabChannel, createCrossTabChannel } from "./crossTab";
export { cx } from "./cx";
export { candidatesUpTo, mediaSrcSet, pickThumbnail } from "./media";
export { prefersReducedMotion, REDUCED_MOTION_QUERY, scrollToElement } from "./motion";
export { clampQuantity, type PurchaseLimits, type QuantityBounds, quantityBounds } from "./quantity";
export { findPriceBracket, type QuantityRules, stepQuantity, typedQuantity } from "./quantitySteps";
export { type LoadScriptOptions, loadScript } from "./script";
export { translated } from "./translated";
