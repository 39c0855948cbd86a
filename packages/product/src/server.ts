// @vitrine/product/server: helpers for the page's loader (never needed in the browser).
import type { PropertyGroup } from "./product.schema";

export { cardMediaData, cardPriceData, linkSeoUrls, productCardData } from "./card.data";

import { selectionFromOptionIds, variantParam } from "./variant.rules";

/**
 * The choice a no-JavaScript configurator form sent (`?vitrine-variant-<groupId>=<optionId>`), as find-variant's
 * request: every group's option (the shown variant's where the form left one out) and the group that changed
 * (`switchedGroup`); null when the form sent nothing new.
 */
export function variantChoiceFromSearch(
  params: URLSearchParams,
  configurator: readonly PropertyGroup[],
  selectedOptionIds: readonly string[],
): { options: Record<string, string>; switchedGroup: string } | null {
  const current = selectionFromOptionIds(configurator, selectedOptionIds);
  const options = { ...current };
  let switchedGroup: string | undefined;
  for (const group of configurator) {
    const optionId = params.get(variantParam(group.id));
    if (!optionId || !group.options?.some((option) => option.id === optionId)) continue;
    options[group.id] = optionId;
    if (optionId !== current[group.id]) switchedGroup ??= group.id;
  }
  return switchedGroup ? { options, switchedGroup } : null;
}
