// What a choice does (the bar's "Accept all", the panel's Save): planned from the groups, carried out by
// consent.apply.ts in the browser and by consentSetCookies on the server. Not part of a page's first paint.
import { COOKIE_PREFERENCE_COOKIE } from "./constants";
import {
  type ConsentPlan,
  type CookieGroup,
  type CookieGroupConfig,
  type CookieIsSet,
  type CookieSelection,
  isEntryActive,
} from "./cookieConsent.state";

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
