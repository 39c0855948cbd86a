// @vitrine/core/lazy-part public API: lazily loaded parts of a page: they keep the clicks made before their code
// arrived, and a part below the fold loads its code when it comes near the viewport (an entry of its own: only pages
// with lazily loaded parts load it).

export { LAZY_PENDING, LazyPart, useLazyPart } from "./useLazyPart";
export { type LazyIsland, lazyWhenVisible, VisibleIsland } from "./visibleIsland";
