import { atom } from "jotai";
import { COOKIE_PREFERENCE_COOKIE } from "./constants";
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

/** Turns Store API or configured groups into the package's groups (a single-cookie group gets one entry). */
export function normalizeCookieGroups(groups: readonly CookieGroupConfig[]): CookieGroup[] {
  return groups.map((group) => {
    const required = group.isRequired;
    const single = !group.entries?.length;
    const entries = single
      ? group.cookie
        ? [{ cookie: group.cookie, value: group.value, expiration: group.expiration, name: group.name }]
        : []
      : (group.entries ?? []);
    return {
      name: group.name,
      description: group.description,
      required,
      single,
      entries: entries.map((entry) => ({
        cookie: entry.cookie,
        name: entry.name || entry.cookie,
        value: entry.value || undefined,
        expiration: entry.expiration,
        required,
        hidden: ("hidden" in entry && entry.hidden) || false,
        description: "description" in entry ? entry.description : undefined,
      })),
    };
  });
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

/** Every cookie of every group: what "Accept all" selects. */
export function selectAll(groups: readonly CookieGroup[]): CookieSelection {
  return new Set(groups.flatMap((group) => group.entries.map((entry) => entry.cookie)));
}

/**
 * What saving does: store the active cookies that have a value (with value and expiration), delete the inactive
 * ones, and report the changed cookies: newly enabled = true, newly disabled = false.
 */
export function planConsentSave(
  groups: readonly CookieGroup[],
  selection: CookieSelection,
  isSet: CookieIsSet,
): ConsentPlan {
  const plan: ConsentPlan = { write: [], remove: [], changes: {} };
  for (const group of groups) {
    for (const entry of group.entries) {
      // The preference cookie is written by the save itself, with the spec's lifetime.
      if (entry.cookie === COOKIE_PREFERENCE_COOKIE) continue;
      const active = entry.required || selection.has(entry.cookie);
      if (active && entry.value)
        plan.write.push({ name: entry.cookie, value: entry.value, days: entry.expiration });
      if (!active) plan.remove.push(entry.cookie);
      if (!entry.required && active !== isEntryActive(entry, group, isSet))
        plan.changes[entry.cookie] = active;
    }
  }
  return plan;
}

/** What "Accept all" does: every cookie that has a value is stored. */
export function planAcceptAll(groups: readonly CookieGroup[], isSet: CookieIsSet): ConsentPlan {
  return planConsentSave(groups, selectAll(groups), isSet);
}

/** The signals of Google Consent Mode v2. */
export type ConsentModeSignal = "ad_storage" | "analytics_storage" | "ad_user_data" | "ad_personalization";

/** Google Consent Mode v2 state: each signal granted or denied. */
export type ConsentModeState = Record<ConsentModeSignal, "granted" | "denied">;

/** The consent categories Consent Mode knows. */
export type ConsentModeCategory = "statistics" | "marketing";

/** Which signals each category grants: statistics → analytics; marketing → ads, user data, personalisation. */
export const CONSENT_MODE_SIGNALS: Record<ConsentModeCategory, ConsentModeSignal[]> = {
  statistics: ["analytics_storage"],
  marketing: ["ad_storage", "ad_user_data", "ad_personalization"],
};

/** Shopware's cookies of the statistics and marketing groups, used while the groups are not loaded. */
export const CONSENT_MODE_COOKIES: Record<ConsentModeCategory, string[]> = {
  statistics: ["google-analytics-enabled"],
  marketing: ["google-ads-enabled"],
};

/** The Consent Mode category of a group, by its cookies, else its name (statistics, marketing). */
export function consentModeCategory(group: CookieGroup): ConsentModeCategory | undefined {
  for (const category of ["statistics", "marketing"] as const) {
    if (group.entries.some((entry) => CONSENT_MODE_COOKIES[category].includes(entry.cookie))) return category;
  }
  if (/statisti|analytic/i.test(group.name)) return "statistics";
  if (/marketing|advertis/i.test(group.name)) return "marketing";
  return undefined;
}

/** Consent Mode v2 signals: denied by default, granted when a cookie of the matching group is consented. */
export function consentModeState(
  groups: readonly CookieGroup[] | null,
  isSet: CookieIsSet,
): ConsentModeState {
  const state: ConsentModeState = {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
  const grant = (category: ConsentModeCategory) => {
    for (const signal of CONSENT_MODE_SIGNALS[category]) state[signal] = "granted";
  };
  for (const category of ["statistics", "marketing"] as const) {
    if (CONSENT_MODE_COOKIES[category].some(isSet)) grant(category);
  }
  for (const group of groups ?? []) {
    const category = consentModeCategory(group);
    if (!category || group.required) continue;
    if (group.entries.some((entry) => isEntryActive(entry, group, isSet))) grant(category);
  }
  return state;
}

/** Whether the cookie settings panel is open (one per provider store, shared by the bar and the footer link). */
export const cookieSettingsOpenAtom = atom(false);

/** Where focus returns when the settings panel has closed (the bar's "Configure"; else the panel's opener). */
export const cookieSettingsReturnFocusAtom = atom<HTMLElement | null>(null);

/** Whether the shopper has made a cookie choice; null until read from the browser's cookies. */
export const cookiePreferenceAtom = atom<boolean | null>(null);

/** The cookie groups once loaded (from the Store API or the configured fallback). */
export const cookieGroupsAtom = atom<CookieGroup[] | null>(null);
