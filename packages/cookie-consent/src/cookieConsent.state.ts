import { atom } from "jotai";
import type { StoreApiCookieGroup } from "./cookieConsent.schema";

/** One cookie the shopper can allow or refuse (cookie name, value, expiration in days, required flag). */
export interface CookieEntry {
  /** The cookie's name. */
  cookie: string;
  /** Label shown next to its checkbox. */
  name: string;
  /** Value written when it is allowed; a cookie without a value is set by someone else (e.g. a tracker). */
  value?: string;
  /** Lifetime in days when written; a session cookie without it. */
  expiration?: number;
  /** Required cookies are always on: checked and locked. */
  required: boolean;
  /** Not shown in the settings panel (e.g. the preference cookie itself). */
  hidden: boolean;
  /** Optional explanation. */
  description?: string;
}

/** A group of cookies with a parent checkbox and child checkboxes. */
export interface CookieGroup {
  name: string;
  description?: string;
  required: boolean;
  /** The group's cookies (a group that is a single cookie holds that one entry). */
  entries: CookieEntry[];
  /** True when the group is a single cookie: the panel shows the parent checkbox only. */
  single: boolean;
}

/** A group as given in configuration: the Store API's shape (`isRequired`, `entries` or a single `cookie`). */
export type CookieGroupConfig = StoreApiCookieGroup;

/** The cookie names the shopper has switched on in the settings panel. */
export type CookieSelection = ReadonlySet<string>;

/** Tells whether a cookie is currently set. */
export type CookieIsSet = (name: string) => boolean;

/** State of a parent checkbox: all, none or some of its children checked. */
export type GroupCheckState = "checked" | "unchecked" | "indeterminate";

/** A cookie to write: name, value and lifetime in days. */
export interface CookieWrite {
  name: string;
  value: string;
  days?: number;
}

/** What saving a choice does: cookies to write, cookies to delete and the changed cookies (enabled: true). */
export interface ConsentPlan {
  write: CookieWrite[];
  remove: string[];
  changes: Record<string, boolean>;
}

const valuedOptional = (group: CookieGroup) =>
  group.entries.filter((entry) => !entry.required && entry.value);

/**
 * Whether an entry is on according to the browser's cookies: required ones always; one with a value when its
 * cookie is set; one without a value (set by a third party) when its group was accepted (all valued ones set).
 */
export function isEntryActive(entry: CookieEntry, group: CookieGroup, isSet: CookieIsSet): boolean {
  if (entry.required) return true;
  if (entry.value) return isSet(entry.cookie);
  const markers = valuedOptional(group);
  return markers.length > 0 && markers.every((marker) => isSet(marker.cookie));
}

/** A cookie name counts as consented when its cookie is set, or its group was accepted (or it is required). */
export function isCookieNameConsented(
  name: string,
  groups: readonly CookieGroup[] | null,
  isSet: CookieIsSet,
): boolean {
  if (isSet(name)) return true;
  for (const group of groups ?? []) {
    for (const entry of group.entries) {
      if (entry.cookie === name && isEntryActive(entry, group, isSet)) return true;
    }
  }
  return false;
}

/** Whether the cookie settings panel is open (one per provider store, shared by the bar and the footer link). */
export const cookieSettingsOpenAtom = atom(false);

/** Where focus returns when the settings panel has closed (the bar's "Configure"; else the panel's opener). */
export const cookieSettingsReturnFocusAtom = atom<HTMLElement | null>(null);

/** Whether the shopper has made a cookie choice; null until read from the browser's cookies. */
export const cookiePreferenceAtom = atom<boolean | null>(null);

/** The cookie groups once loaded (from the Store API or the configured fallback). */
export const cookieGroupsAtom = atom<CookieGroup[] | null>(null);
