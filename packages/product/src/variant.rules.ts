import type { PropertyGroup } from "./product.schema";

/** The chosen option of each group, from the variant's option ids. */
export function selectionFromOptionIds(
  configurator: readonly PropertyGroup[],
  optionIds: readonly string[],
): Record<string, string> {
  const chosen = new Set(optionIds);
  const selection: Record<string, string> = {};
  for (const group of configurator) {
    const option = group.options?.find((candidate) => chosen.has(candidate.id));
    if (option) selection[group.id] = option.id;
  }
  return selection;
}

/** The URL parameter of a group's choice in the configurator's no-JavaScript GET form (the radio's or select's name). */
export const variantParam = (groupId: string): string => `vitrine-variant-${groupId}`;
