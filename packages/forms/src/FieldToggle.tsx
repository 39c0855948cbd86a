import { cx } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { sentValue } from "./persistence";

/** Options of `useFieldToggle`. */
export interface FieldToggleOptions {
  /** The name of the control that decides. */
  control: string;
  /** The value (or values) that show the target fields; a checkbox's value counts only when it is checked. */
  value: string | string[];
}

/** The current value of a named control of a form ("" for an unchecked checkbox or no checked radio). */
function currentValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
  return element ? sentValue(element) : "";
}

/**
 * Headless field toggle: whether the control's value matches; `ref` goes on the target's
 * fieldset, which follows the control's changes in its form.
 */
export function useFieldToggle({ control, value }: FieldToggleOptions) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [shown, setShown] = useState(false);
  const values = Array.isArray(value) ? value.join("\u0000") : value;
  useEffect(() => {
    const form = ref.current?.form ?? ref.current?.closest("form");
    if (!form) return;
    const wanted = values.split("\u0000");
    const update = () => setShown(wanted.includes(currentValue(form, control)));
    update();
    const events = ["change", "input"];
    for (const type of events) form.addEventListener(type, update);
    return () => {
      for (const type of events) form.removeEventListener(type, update);
    };
  }, [control, values]);
  return { ref, shown };
}

/** Props of `<FieldToggle>`. */
export interface FieldToggleProps extends FieldToggleOptions {
  /** The target fields. */
  children: ReactNode;
  /** Added to the fieldset's own class names. */
  className?: string;
}

/**
 * Target fields shown, required and enabled while the control's value matches; otherwise hidden and disabled (a
 * disabled field is neither validated nor sent, so hidden fields never block submission).
 */
export function FieldToggle({ className, children, ...options }: FieldToggleProps) {
  const { ref, shown } = useFieldToggle(options);
  return (
    <fieldset ref={ref} className={cx("vitrine-field-toggle", className)} hidden={!shown} disabled={!shown}>
      {children}
    </fieldset>
  );
}
