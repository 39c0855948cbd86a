import { useEvents } from "@vitrine/core";
import { useAtom } from "@vitrine/core/react";
import { useSetAtom } from "jotai";
import { type ChangeEvent, type RefCallback, useEffect, useRef, useState } from "react";
import { cookieIsSetInBrowser } from "./consent";
import { applyConsentPlan } from "./consent.apply";
import { planAcceptAll, planConsentSave } from "./cookieConsent.plan";
import {
  type CookieEntry,
  type CookieGroup,
  type CookieSelection,
  cookiePreferenceAtom,
  cookieSettingsOpenAtom,
  type GroupCheckState,
} from "./cookieConsent.state";
import { groupCheckState, initialSelection, selectEntries } from "./cookieSettings.state";
import { type CookieGroupsOptions, useCookieGroups } from "./useCookieGroups";

/** Props of a checkbox in the settings panel. */
export interface CookieCheckboxProps {
  type: "checkbox";
  checked: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: RefCallback<HTMLInputElement>;
  "data-state": GroupCheckState;
}

/** State, actions and prop getters of the cookie settings panel. */
export interface CookieSettingsControls {
  /** Whether the panel is open. */
  isOpen: boolean;
  /** Opens or closes the panel. */
  setOpen: (open: boolean) => void;
  /** The groups, or null while they load (or while the panel reads the browser's cookies). */
  groups: CookieGroup[] | null;
  /** `loading`, `error` (no groups and no fallback) or `idle`. */
  status: "idle" | "loading" | "error";
  /** The cookies switched on. */
  selection: CookieSelection;
  /** Parent checkbox state of a group: checked, unchecked or indeterminate. */
  groupState: (group: CookieGroup) => GroupCheckState;
  /** Toggles a whole group (required cookies stay on). */
  toggleGroup: (group: CookieGroup, on: boolean) => void;
  /** Toggles one cookie (a required one stays on). */
  toggleCookie: (entry: CookieEntry, on: boolean) => void;
  /** Stores the active cookies, deletes the inactive ones, sets the preference, notifies, closes. */
  save: () => void;
  /** Stores every cookie that has a value, sets the preference, notifies, closes. */
  acceptAll: () => void;
  /** Loads the groups again after a failure. */
  retry: () => void;
  /** Props of a group's parent checkbox (indeterminate set on the element). */
  getGroupCheckboxProps: (group: CookieGroup) => CookieCheckboxProps;
  /** Props of a cookie's checkbox (required: checked and disabled). */
  getCookieCheckboxProps: (entry: CookieEntry) => CookieCheckboxProps;
}

const EMPTY: CookieSelection = new Set();

/** A checkbox's props: its state (indeterminate set on the element), locked when required. */
const checkbox = (
  state: GroupCheckState,
  disabled: boolean,
  toggle: (on: boolean) => void,
): CookieCheckboxProps => ({
  type: "checkbox",
  checked: state === "checked",
  disabled,
  onChange: (event) => toggle(event.currentTarget.checked),
  ref: (input) => {
    if (input) input.indeterminate = state === "indeterminate";
  },
  "data-state": state,
});

/** Headless cookie settings: parent and child checkboxes, save and accept all. */
export function useCookieSettings(options: CookieGroupsOptions = {}): CookieSettingsControls {
  const events = useEvents();
  const [isOpen, setOpen] = useAtom(cookieSettingsOpenAtom);
  const setPreference = useSetAtom(cookiePreferenceAtom);
  const { groups, status, load } = useCookieGroups(options);
  const [selection, setSelection] = useState<CookieSelection | null>(null);

  useEffect(() => {
    if (isOpen && !groups) load().catch(() => {});
  }, [isOpen, groups, load]);

  // The shopper's clicks since the panel opened: groups that arrive later (the shop's list replacing the
  // configured fallback) must not undo them.
  const choices = useRef(new Map<string, boolean>());
  useEffect(() => {
    if (!isOpen) choices.current.clear();
    // Each opening starts from the cookies the browser has now (a new set), with the shopper's own choices
    // (cookie name → on) on top.
    const next = isOpen && groups ? (initialSelection(groups, cookieIsSetInBrowser) as Set<string>) : null;
    for (const [cookie, on] of choices.current) next?.[on ? "add" : "delete"](cookie);
    setSelection(next);
  }, [isOpen, groups]);

  const current = selection ?? EMPTY;

  const finish = (plan: ReturnType<typeof planConsentSave>) => {
    applyConsentPlan(plan, events);
    setPreference(true);
    setOpen(false);
  };

  const groupState = (group: CookieGroup) => groupCheckState(group, current);
  // A group's checkbox or a cookie's: the shopper's choice is kept (required cookies stay on).
  const toggle = (entries: readonly CookieEntry[], on: boolean) => {
    for (const entry of entries) if (!entry.required) choices.current.set(entry.cookie, on);
    setSelection((previous) => selectEntries(previous ?? EMPTY, entries, on));
  };
  const toggleGroup = (group: CookieGroup, on: boolean) => toggle(group.entries, on);
  const toggleCookie = (entry: CookieEntry, on: boolean) => toggle([entry], on);

  return {
    isOpen,
    setOpen,
    // Checkboxes appear once they show the browser's cookies, never a wrong state first.
    groups: selection ? groups : null,
    status,
    selection: current,
    groupState,
    toggleGroup,
    toggleCookie,
    save: () => {
      if (groups) finish(planConsentSave(groups, current, cookieIsSetInBrowser));
    },
    acceptAll: () => {
      if (groups) finish(planAcceptAll(groups, cookieIsSetInBrowser));
    },
    retry: () => {
      load().catch(() => {});
    },
    getGroupCheckboxProps: (group) =>
      checkbox(groupState(group), group.required, (on) => toggleGroup(group, on)),
    getCookieCheckboxProps: (entry) =>
      checkbox(entry.required || current.has(entry.cookie) ? "checked" : "unchecked", entry.required, (on) =>
        toggleCookie(entry, on),
      ),
  };
}
