// @vitrine/forms public API: explicit named exports only.

export { AddressEditor } from "./AddressEditor";
export type { AddressEditorProps } from "./AddressEditorModal";
export { AddressFields, type AddressFieldsProps, type AddressValues } from "./AddressFields";
export {
  type FormCaptcha,
  HONEYPOT_FIELD,
  HoneypotField,
  honeypotCaptcha,
  isHoneypotFilled,
} from "./captcha";
export { FORM_PERSIST_DEBOUNCE_MS, FORM_STORAGE_PREFIX, FORM_VALIDATION_DEBOUNCE_MS } from "./constants";
export {
  Field,
  type FieldBaseProps,
  FieldFeedback,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  TextareaField,
  type TextareaFieldProps,
} from "./Field";
export { FieldToggle, type FieldToggleOptions, type FieldToggleProps, useFieldToggle } from "./FieldToggle";
export { Form, type FormProps, SubmitButton, type SubmitButtonProps } from "./Form";
export { type CountryStateOption, defaultFormsApi, type FormsApi } from "./forms.api";
export { formsSnippets } from "./forms.snippets";
export { formStorageKey, isPersistable } from "./persistence";
export type { FormsSnippetKey } from "./snippets/en";
export {
  type FormSubmit,
  type FormSubmitRequest,
  type FormSubmitResult,
  fetchSubmit,
  redirectTarget,
} from "./submit";
export type { AddressEditorChange, ChangeableAddresses } from "./useAddressEditor";
export { type CountryOption, type CountryStateControls, useCountryState } from "./useCountryState";
export { type FieldControls, type UseFieldOptions, useField } from "./useField";
export {
  clearPersistedForm,
  type FieldRegistration,
  type FormControls,
  type UseFormOptions,
  useForm,
  useFormContext,
} from "./useForm";
export { checkField, type FieldError, type FieldRule, type FieldRules } from "./validation";
