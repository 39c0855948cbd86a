import type { KeyValueStorage } from "@vitrine/core";
import { changedBeforeHydration } from "@vitrine/core/react";
import { FORM_STORAGE_PREFIX } from "./constants";

/** A control of a form that can hold typed input. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The storage key of a field's persisted input: made of the form id and the field name. */
export const formStorageKey = (formId: string, name: string): string =>
  `${FORM_STORAGE_PREFIX}${formId}.${name}`;

/** Whether an element is a control that holds input: an input, a select or a textarea. */
export const isControl = (element: unknown): element is FormControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** A control's (or a radio group's) value as a form sends it: "" for an unchecked checkbox. */
export const sentValue = (control: { type?: string; checked?: boolean; value: string }): string =>
  control.type === "checkbox" && !control.checked ? "" : control.value;

/** Checkboxes and radios: their state is whether they are checked. */
const isCheckable = (control: FormControl): control is HTMLInputElement =>
  control.type === "checkbox" || control.type === "radio";

/** Whether a control's input may be stored: never passwords, card data (autocomplete `cc-…`) or captchas. */
export function isPersistable(control: Element): control is FormControl {
  if (!isControl(control)) return false;
  if (!control.name || control.dataset.persist === "false") return false;
  // Inputs of these types never (a select's type is `select-one`, a textarea's `textarea`).
  if (/^(password|file|hidden|submit|button|reset|image)$/.test(control.type)) return false;
  return (
    !/\bcc-|password|one-time-code/.test(control.getAttribute("autocomplete") ?? "") &&
    !/captcha|altcha|card|cvc|cvv|password/i.test(control.name)
  );
}

/** The value of a control as it is stored (checkboxes and radios as their checked state). */
export function controlValue(control: FormControl): string {
  return isCheckable(control) ? (control.checked ? "1" : "") : control.value;
}

/** Puts a stored value back into a control. */
function restoreControl(control: FormControl, value: string): void {
  if (isCheckable(control)) control.checked = value === "1";
  else control.value = value;
  // Dependent fields (country → state, field toggles) follow the restored value.
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Saves one control's input under its form id and name. */
export function persistControl(storage: KeyValueStorage, formId: string, control: FormControl): void {
  if (!isPersistable(control)) return;
  storage.set(formStorageKey(formId, persistName(control)), controlValue(control));
}

/** Radios share a name: each is stored under name and value. */
const persistName = (control: FormControl): string =>
  control.type === "radio" ? `${control.name}=${control.value}` : control.name;

/** The controls of a form whose input may be stored. */
const persistables = (form: HTMLFormElement): FormControl[] =>
  Array.from(form.elements).filter(isPersistable);

/**
 * Restores every persistable control of a form that has stored input; returns how many were restored. A control
 * typed into before the page hydrated keeps the shopper's input, which is stored instead.
 */
export function restoreForm(storage: KeyValueStorage, formId: string, form: HTMLFormElement): number {
  let restored = 0;
  for (const control of persistables(form)) {
    // Typed before the page hydrated: the shopper's input is newer than the stored one, so it is kept and stored.
    if (changedBeforeHydration(control)) {
      persistControl(storage, formId, control);
      continue;
    }
    const value = storage.get(formStorageKey(formId, persistName(control)));
    if (value === null || value === controlValue(control)) continue;
    restoreControl(control, value);
    restored += 1;
  }
  return restored;
}

/** Removes every stored input of a form (after a successful submit). */
export function clearForm(storage: KeyValueStorage, formId: string, form: HTMLFormElement): void {
  for (const control of persistables(form)) storage.remove(formStorageKey(formId, persistName(control)));
}
