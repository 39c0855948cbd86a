import type {
  CookieEntry,
  CookieGroup,
  CookieIsSet,
  CookieSelection,
  GroupCheckState,
} from "./cookieConsent.state";
import { isEntryActive } from "./cookieConsent.state";

/** The selection the settings panel opens with: required cookies and those the browser has. */
export function initialSelection(groups: readonly CookieGroup[], isSet: CookieIsSet): CookieSelection {
  const selection = new Set<string>();
  for (const group of groups) {
    for (const entry of group.entries) if (isEntryActive(entry, group, isSet)) selection.add(entry.cookie);
  }
  return selection;
}

/** The parent checkbox's state: checked when all children are, unchecked when none are, else indeterminate. */
export function groupCheckState(group: CookieGroup, selection: CookieSelection): GroupCheckState {
  const checked = group.entries.filter((entry) => entry.required || selection.has(entry.cookie)).length;
  if (checked === 0) return "unchecked";
  return checked === group.entries.length ? "checked" : "indeterminate";
}

/** `selection` with `entries` switched on or off (a required cookie stays on). */
export function selectEntries(
  selection: CookieSelection,
  entries: readonly CookieEntry[],
  on: boolean,
): CookieSelection {
  const next = new Set(selection);
  for (const entry of entries) {
    if (on || entry.required) next.add(entry.cookie);
    else next.delete(entry.cookie);
  }
  return next;
}

/** `selection` with a whole group switched on or off (its required cookies stay on). */
export const selectGroup = (selection: CookieSelection, group: CookieGroup, on: boolean): CookieSelection =>
  selectEntries(selection, group.entries, on);

/** `selection` with one cookie switched on or off (a required one stays on). */
export const selectCookie = (selection: CookieSelection, entry: CookieEntry, on: boolean): CookieSelection =>
  selectEntries(selection, [entry], on);
