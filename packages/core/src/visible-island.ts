// @vitrine/core/visible-island public API: a part below the fold whose code loads when it comes near the viewport
// (an entry of its own: only pages with such a part load it).

export {
  type LazyIsland,
  type LazyWhenVisibleOptions,
  lazyWhenVisible,
  VisibleIsland,
} from "./visibleIsland";
