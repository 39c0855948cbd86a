// @vitrine/core/interaction-island public API: a part whose code loads on the shopper's first interaction with it
// (an entry of its own: only pages with such a part load it). Show it with `<VisibleIsland>`.

export { lazyOnInteraction } from "./interactionIsland";
