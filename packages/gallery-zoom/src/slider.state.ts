// Pure product slider rules: no DOM, no React. A module of its own (not gallery.state): the slider's entry and the
// gallery's share no code, so a page with a gallery and no slider loads no slider code, and the other way round.

/** How many product boxes fit beside each other, each at least `minWidth` wide with `gap` between them. */
export function productsPerView(containerWidth: number, minWidth: number, gap: number): number {
  return Math.max(1, Math.floor((containerWidth + gap) / (minWidth + gap)));
}
