/** Joins class names, leaving out empty ones (`cx("a", false && "b", undefined)` → `"a"`). */
export const cx = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(" ");
