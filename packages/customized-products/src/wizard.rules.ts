// The wizard's pure rules ("Wizard"): page 1 is the start page, the last the finish page.
import { WIZARD_HASH_PREFIX } from "./constants";

/** The wizard's pager text: page 1 is the start page and the last the finish page, so "current-1 / total-2". */
export function pagerText(page: number, total: number): string {
  return `${page - 1} / ${total - 2}`;
}

/** The URL hash of a zero-based wizard step: `#wizard-step-N`. */
export const wizardHash = (step: number): string => `#${WIZARD_HASH_PREFIX}${step}`;

/** The zero-based step a URL hash names, within `0 … total-1`; null when it names none. */
export function stepFromHash(hash: string, total: number): number | null {
  const match = new RegExp(`^#${WIZARD_HASH_PREFIX}(\\d+)$`).exec(hash);
  const step = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(step) && step >= 0 && step < total ? step : null;
}

/** The next button's label key: "finish" on the last content page (one before the finish page), else "next". */
export const nextLabelKey = (page: number, total: number): "finish" | "next" =>
  page === total - 1 ? "finish" : "next";

/** The navigation select is hidden on the first and the last page. */
export const showsNavigation = (page: number, total: number): boolean => page > 1 && page < total;
