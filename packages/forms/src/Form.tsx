import { cx } from "@vitrine/core/utils";
import type { ButtonHTMLAttributes, FormHTMLAttributes, ReactNode } from "react";
import { type FormControls, FormProvider, useFormContext } from "./useForm";

/** Props of `<Form>`: the controls of `useForm` and the form's own attributes. */
export interface FormProps
  extends Omit<
    FormHTMLAttributes<HTMLFormElement>,
    "id" | "onSubmit" | "onInput" | "onChange" | "noValidate"
  > {
  /** What `useForm` returned. */
  form: FormControls<never> | FormControls<unknown>;
  /** The content shown inside. */
  children: ReactNode;
}

/** A `<form>` run by `useForm`: `noValidate`, the validated state in `data-validated`, its fields in context. */
export function Form({ form, className, children, ...attributes }: FormProps) {
  const controls = form as FormControls<unknown>;
  return (
    <FormProvider value={controls}>
      <form
        className={cx("vitrine-form", className)}
        aria-busy={controls.busy || undefined}
        {...attributes}
        {...controls.formProps}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** Props of `<SubmitButton>`. */
export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** Shown instead of the label while the form is sent (the label stays when absent). */
  busyLabel?: ReactNode;
}

/**
 * The form's submit button: `aria-busy` and disabled while its form is sent, so it never submits twice. It has
 * core's `vitrine-button` look; `className` is added to it.
 */
export function SubmitButton({ children, disabled, busyLabel, className, ...button }: SubmitButtonProps) {
  const form = useFormContext();
  const busy = !!form?.busy;
  return (
    <button
      type="submit"
      {...button}
      className={cx("vitrine-button", className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
