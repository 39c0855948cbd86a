// @vitrine/core/ui public API: viewport, off-canvas and modal (a separate entry so pages load them only when used).
