import { useId, useLayoutEffect } from "react";
import { type FieldRegistration, useFormContext } from "./useForm";

/** Options of `useField`: the field's name, rules, own messages and hint. */
export interface UseFieldOptions extends FieldRegistration {
  name: string;
  /** The control's id (generated when absent). */
  id?: string;
  /** Whether the field has a hint below it (tied with `aria-describedby`). */
  hasHint?: boolean;
  /** Extra ids the control is described by. */
  describedBy?: string;
}

/** What `useField` gives a field component. */
export interface FieldControls {
  /** The message of the broken rule, or undefined when valid (or not checked yet). */
  error: string | undefined;
  /** Spread on the input, select or textarea. */
  controlProps: {
    id: string;
    name: string;
    required: boolean | undefined;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  };
  /** Spread on the label. */
  labelProps: { htmlFor: string };
  /** The id of the feedback block below the field. */
  feedbackId: string;
  /** The id of the hint. */
  hintId: string;
}

/**
 * Headless field: registers its rules with the surrounding `useForm` and ties its message to the control with
 * `aria-describedby` and `aria-invalid`.
 */
export function useField({
  name,
  id: ownId,
  hasHint,
  describedBy,
  required,
  minLength,
  equalTo,
  messages,
}: UseFieldOptions): FieldControls {
  const generated = useId();
  const id = ownId ?? `field${generated.replace(/:/g, "")}`;
  const form = useFormContext();
  const register = form?.register;
  const messageKey = JSON.stringify(messages ?? null);
  // A layout effect: the rules are registered in the same commit as the control, so a submit right after a
  // re-render (a state select mounted again with its country's states) checks the rules the shopper sees.
  useLayoutEffect(() => {
    if (!register) return;
    return register(name, { required, minLength, equalTo, messages: JSON.parse(messageKey) ?? undefined });
  }, [register, name, required, minLength, equalTo, messageKey]);
  const error = form?.errors[name];
  const feedbackId = `${id}-feedback`;
  const hintId = `${id}-hint`;
  const described = [describedBy, hasHint && hintId, error && feedbackId].filter(Boolean).join(" ");
  return {
    error,
    controlProps: {
      id,
      name,
      required: required || undefined,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described || undefined,
    },
    labelProps: { htmlFor: id },
    feedbackId,
    hintId,
  };
}
