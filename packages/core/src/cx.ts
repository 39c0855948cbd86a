/** Joins class names, skipping empty ones: a component's own class first, then the shop's `className` added to it. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(" ");
