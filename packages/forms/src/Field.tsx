import { cx } from "@vitrine/core/utils";
import type {
  FocusEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { type FieldControls, type UseFieldOptions, useField } from "./useField";

/** What every field component takes besides its control's own attributes. */
export interface FieldBaseProps extends Omit<UseFieldOptions, "hasHint"> {
  /** The visible label. */
  label: ReactNode;
  /** A hint below the control, tied to it. */
  hint?: ReactNode;
  /** Added to the field wrapper's own class names. */
  className?: string;
}

type Native<T> = Omit<T, "name" | "id" | "required" | "minLength" | "className" | "children">;

/** Props of `<Field>`: a text-like input. */
export interface FieldProps extends FieldBaseProps, Native<InputHTMLAttributes<HTMLInputElement>> {
  /** A value of only whitespace is cleared when the field loses focus (e.g. a street). */
  clearBlank?: boolean;
}

/** Props of `<TextareaField>`. */
export interface TextareaFieldProps
  extends FieldBaseProps,
    Native<TextareaHTMLAttributes<HTMLTextAreaElement>> {}

/** Props of `<SelectField>`: the options are its children. */
export interface SelectFieldProps extends FieldBaseProps, Native<SelectHTMLAttributes<HTMLSelectElement>> {
  /** The content shown inside. */
  children: ReactNode;
}

/**
 * One field's markup, shared by the three field components: the label, the control (`Tag`, with the props beyond
 * the field's own: rules, label, hint), the hint and the feedback block below it.
 */
function useFieldElement<Rest extends object>(
  Tag: "input" | "textarea" | "select",
  props: FieldBaseProps & Rest,
) {
  // The control takes the rest (its name, id and `required` as `useField` gives them, its `minLength` as it is).
  const { label, hint, className, equalTo, messages, describedBy, ...control } = props;
  const field = useField({ ...props, hasHint: !!hint });
  return (
    <div className={cx("vitrine-field", field.error && "vitrine-field--invalid", className)}>
      {/* A required field's label is marked with an asterisk (styles.css); `required` tells screen readers. */}
      <label
        className={cx("vitrine-field__label", props.required && "vitrine-field__label--required")}
        htmlFor={field.labelProps.htmlFor}
      >
        {label}
      </label>
      <Tag className="vitrine-field__control" {...control} {...field.controlProps} />
      {hint ? (
        <p id={field.hintId} className="vitrine-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldFeedback field={field} />
    </div>
  );
}

/** A field's feedback block: its message below it, with the id its control is described by (own markup, `useField`). */
export function FieldFeedback({ field }: { field: FieldControls }) {
  return field.error ? (
    <p id={field.feedbackId} className="vitrine-field__feedback">
      {field.error}
    </p>
  ) : null;
}

/** A labelled input with validation (required, minimum length, paired equality) and its feedback below. */
export function Field({ clearBlank, onBlur, ...props }: FieldProps) {
  return useFieldElement("input", {
    type: "text",
    ...props,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      if (clearBlank && input.value !== "" && input.value.trim() === "") {
        input.value = "";
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      onBlur?.(event);
    },
  });
}

/** A labelled textarea with validation and its feedback below. */
export function TextareaField(props: TextareaFieldProps) {
  return useFieldElement("textarea", props);
}

/** A labelled select with validation (required: not empty) and its feedback below; the options are its children. */
export function SelectField(props: SelectFieldProps) {
  return useFieldElement("select", props);
}
