// @vitrine/core/lazy-part public API: a lazily loaded part of the page keeps the clicks made before its code arrived
// (an entry of its own: only pages with lazily loaded parts load it).

export { LAZY_PENDING, LazyPart, useLazyPart } from "./useLazyPart";
