import { createStorage, type Debounced, debounce, type KeyValueStorage, useSnippet } from "@vitrine/core";
import { useNavigate } from "@vitrine/core/react";
import { scrollToElement } from "@vitrine/core/utils";
import {
  createContext,
  type FormEvent,
  type RefCallback,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { FormCaptcha } from "./captcha";
import { FORM_PERSIST_DEBOUNCE_MS, FORM_VALIDATION_DEBOUNCE_MS } from "./constants";
import { formsSnippets } from "./forms.snippets";
import {
  clearForm,
  type FormControl,
  formStorageKey,
  isControl,
  persistControl,
  restoreForm,
  sentValue,
} from "./persistence";
import { type FormSubmit, type FormSubmitResult, redirectTarget } from "./submit";
import { checkField, type FieldError, type FieldRule, type FieldRules, ruleSnippetKey } from "./validation";

/** A field's rules and its own messages per rule (they win over the snippets). */
export interface FieldRegistration extends FieldRules {
  messages?: Partial<Record<FieldRule, string>>;
}

/** Options of `useForm`. */
export interface UseFormOptions<Data = unknown> {
  /** The form's id: its DOM id and the first part of its persisted input's storage keys. */
  id: string;
  /** Store typed input (300 ms after typing) and restore it on reload; cleared after a successful submit. */
  persist?: boolean;
  /** Sends the form (an ajax form); without it a valid form submits natively (or through the router's form). */
  submit?: FormSubmit<Data>;
  /** Skip every submit after the first successful one. */
  submitOnce?: boolean;
  /** A submission the shop runs itself is in flight (e.g. the router's): the button is busy, nothing is sent. */
  busy?: boolean;
  /** Room above the first invalid field when scrolling to it (a sticky header), in px. */
  scrollOffset?: number;
  /** Called after a successful ajax submit, before a redirect. */
  onSuccess?: (result: FormSubmitResult<Data>) => void;
  /** Where persisted input lives (session storage by default). */
  storage?: KeyValueStorage;
  /** The form's captcha (ajax forms): asked for its fields after validation, reset after a refused submit. */
  captcha?: FormCaptcha;
}

/** What `useForm` gives a form: props for the `<form>`, its state and its actions. */
export interface FormControls<Data = unknown> {
  /** Spread on the `<form>` (or pass the controls to `<Form>`). */
  formProps: {
    id: string;
    ref: RefCallback<HTMLFormElement>;
    noValidate: true;
    "data-validated": boolean | undefined;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** True once a submit was tried (the validated state). */
  validated: boolean;
  /** A submission is in flight. */
  busy: boolean;
  /** The last ajax result (kept until the next one). */
  result: FormSubmitResult<Data> | null;
  /** The message of each invalid field, by name. */
  errors: Record<string, string>;
  /** Checks every field, shows the messages; true when all are valid. */
  validate: () => boolean;
  /** Adds a field's rules (the field components do this); returns the removal. */
  register: (name: string, registration: FieldRegistration) => () => void;
  /** A field's persisted input (null without one, or when the form does not persist): for options that load later. */
  storedValue: (name: string) => string | null;
  /** Shows a message at a field that the server (or a captcha) gave; null removes it. */
  setError: (name: string, message: string | null) => void;
}

const FormContext = createContext<FormControls<unknown> | null>(null);

/** The context `<Form>` provides to its fields. */
export const FormProvider = FormContext.Provider;

/** The surrounding form's controls, or null outside a `<Form>`. */
export function useFormContext(): FormControls<unknown> | null {
  return useContext(FormContext);
}

let defaultStorage: KeyValueStorage | undefined;
/** Where persisted input lives unless a form says otherwise: the session's storage. */
const sessionStore = (): KeyValueStorage => (defaultStorage ??= createStorage("session"));

/** Whether a control takes part in validation: not disabled, not inside a disabled fieldset. */
function isActive(control: FormControl): boolean {
  return !control.disabled && !control.closest("fieldset[disabled]");
}

/** A control of the form by name (the first one when several share it). */
function controlOf(form: HTMLFormElement, name: string): FormControl | null {
  const found = form.elements.namedItem(name);
  const element = found instanceof RadioNodeList ? found[0] : found;
  return isControl(element) ? element : null;
}

/** The checks beyond the spec's rules that the browser knows: format (email, url) and a date's min and max. */
function nativeError(control: FormControl): FieldError | null {
  const value = control.value.trim();
  if (value === "") return null;
  if (control.validity?.typeMismatch || control.validity?.badInput) return { rule: "format", params: {} };
  // An input's min and max (selects and textareas have none). Dates (ISO strings) compare as text, numbers as numbers.
  const { min, max, type } = control as HTMLInputElement;
  const numeric = type === "number" || type === "range";
  const compare = (a: string, b: string) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0);
  if (min && compare(value, min) < 0) return { rule: "min", params: {} };
  if (max && compare(value, max) > 0) return { rule: "max", params: {} };
  return null;
}

/**
 * One debounced call per field: `schedule(name, ...args)` calls `fn(...args)` `wait` ms after the last call for
 * that field; `cancel` drops and `flush` runs every pending call.
 */
function perField<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  const calls = new Map<string, Debounced<Args>>();
  const all = (act: "cancel" | "flush") => () => {
    for (const call of calls.values()) call[act]();
  };
  return Object.assign(
    (name: string, ...args: Args) => {
      const call = calls.get(name) ?? debounce(fn, wait);
      calls.set(name, call);
      call(...args);
    },
    { cancel: all("cancel"), flush: all("flush") },
  );
}

/** `errors` with the message of `name` set, or removed with null (the same object when nothing changes). */
function withMessage(
  errors: Record<string, string>,
  name: string,
  message: string | null,
): Record<string, string> {
  if ((errors[name] ?? null) === message) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

/** Opens the collapsed panels (`<details>`) around an element and tells custom panels to open (`vitrine:reveal`). */
function reveal(element: Element): void {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) node.open = true;
  }
  element.dispatchEvent(new CustomEvent("vitrine:reveal", { bubbles: true }));
}

/**
 * Headless form behaviour: validation on submit with messages per rule, focus and scroll to
 * the first invalid field, re-validation of each field 150 ms after typing in it, input persisted 300 ms after typing, and an ajax
 * submit pipeline that sends at most once at a time.
 */
export function useForm<Data = unknown>(options: UseFormOptions<Data>): FormControls<Data> {
  const { id, persist = false, submitOnce = false } = options;
  const t = useSnippet(formsSnippets);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement | null>(null);
  const fields = useRef(new Map<string, FieldRegistration>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [validated, setValidated] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<FormSubmitResult<Data> | null>(null);
  const inFlight = useRef(false);
  const succeeded = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const storage = useMemo(() => options.storage ?? sessionStore(), [options.storage]);

  /** The message of one field, or null when it is valid (or inactive). */
  const messageOf = useCallback(
    (form: HTMLFormElement, name: string): string | null => {
      const registration = fields.current.get(name);
      const control = controlOf(form, name);
      if (!registration || !control || !isActive(control)) return null;
      const pair = registration.equalTo ? controlOf(form, registration.equalTo)?.value : undefined;
      const error = checkField(sentValue(control), registration, pair) ?? nativeError(control);
      if (!error) return null;
      return (
        registration.messages?.[error.rule] ??
        t(ruleSnippetKey(error.rule), error.params as Record<string, number>)
      );
    },
    [t],
  );

  const validate = useCallback((): boolean => {
    const form = formRef.current;
    if (!form) return true;
    const next: Record<string, string> = {};
    for (const name of fields.current.keys()) {
      const message = messageOf(form, name);
      if (message) next[name] = message;
    }
    setErrors(next);
    setValidated(true);
    const first = Array.from(form.elements).find(
      (element): element is FormControl =>
        !!(element as FormControl).name && (element as FormControl).name in next,
    );
    if (first) {
      reveal(first);
      // In a modal (the address editor) the dialog scrolls to the field; the page behind it stays where it is.
      if (first.closest("dialog")) first.scrollIntoView({ block: "nearest" });
      else scrollToElement(first, latest.current.scrollOffset);
      first.focus({ preventScroll: true });
    }
    return !first;
  }, [messageOf]);

  // Re-validation of the typed field, 150 ms after its last keystroke, once the form shows its validated state.
  // Each field has its own timer: fields filled less than 150 ms apart (autofill, password managers) all lose
  // their stale errors, not only the last one.
  const revalidate = useMemo(
    () =>
      perField((name: string) => {
        const form = formRef.current;
        if (!form) return;
        const names = [name, ...[...fields.current].filter(([, r]) => r.equalTo === name).map(([n]) => n)];
        setErrors((current) =>
          names.reduce(
            (next, field) =>
              fields.current.has(field) ? withMessage(next, field, messageOf(form, field)) : next,
            current,
          ),
        );
      }, FORM_VALIDATION_DEBOUNCE_MS),
    [messageOf],
  );

  // Typed input is stored 300 ms after the last keystroke, per field. A pending save survives re-renders (new
  // snippets, a new client) and is written at once when the form unmounts, so no typed value is lost.
  const [saves] = useState(() => perField(persistControl, FORM_PERSIST_DEBOUNCE_MS));

  useEffect(() => () => revalidate.cancel(), [revalidate]);
  useEffect(() => () => saves.flush(), [saves]);

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const control = event.target as FormControl;
      if (!control.name) return;
      if (validated || control.name in errors) revalidate(control.name, control.name);
      if (persist) saves(control.name, storage, id, control);
    },
    [validated, errors, revalidate, persist, saves, storage, id],
  );

  const ref = useCallback<RefCallback<HTMLFormElement>>((form) => {
    formRef.current = form;
  }, []);

  // Restored after hydration, once the fields (effects of the children) are in place.
  useEffect(() => {
    if (persist && formRef.current) restoreForm(storage, id, formRef.current);
  }, [persist, storage, id]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const current = latest.current;
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
      // A button with `formNoValidate` sends without the check, as in HTML.
      const check = !submitter?.hasAttribute("formnovalidate");
      if (inFlight.current || current.busy || (check && !validate())) {
        event.preventDefault();
        return;
      }
      const send = current.submit;
      if (!send) return; // a valid form submits natively, or through the router's form
      event.preventDefault();
      if (submitOnce && succeeded.current) return;
      const data = new FormData(form, submitter);
      // The pressed button's `formmethod`/`formaction` win over the form's, as in HTML.
      const attribute = (name: string) => submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name);
      const method = attribute("method")?.toUpperCase() === "POST" ? "POST" : "GET";
      const action = attribute("action") ?? `${location.pathname}${location.search}`;
      inFlight.current = true;
      setPending(true);
      // One pipeline: validated above, then the captcha's token, then exactly one request.
      void (async () => {
        let outcome: FormSubmitResult<Data> | undefined;
        try {
          // No token (the shopper has to act first, the captcha says how): nothing is sent.
          for (const [name, value] of Object.entries((await current.captcha?.token(form)) ?? {})) {
            data.set(name, value);
          }
          // From here a throw or a refusal is the sender's failure.
          outcome = { ok: false };
          outcome = await send({ form, data, method, action });
        } catch {}
        inFlight.current = false;
        setPending(false);
        if (outcome) setResult(outcome);
        if (!outcome?.ok) {
          // A used token is worth nothing: the next submit asks for a new one (the captcha starts over).
          current.captcha?.reset();
          return;
        }
        succeeded.current = true;
        if (current.persist) {
          saves.cancel();
          clearForm(storage, current.id, form);
        }
        current.onSuccess?.(outcome);
        const target = outcome.redirect === false ? null : (outcome.redirect ?? redirectTarget(data));
        if (target) navigate(target);
      })();
    },
    [validate, submitOnce, storage, navigate, saves],
  );

  const register = useCallback((name: string, registration: FieldRegistration) => {
    fields.current.set(name, registration);
    return () => {
      if (fields.current.get(name) === registration) fields.current.delete(name);
    };
  }, []);

  const storedValue = useCallback(
    (name: string) => (persist ? storage.get(formStorageKey(id, name)) : null),
    [persist, storage, id],
  );

  const setError = useCallback((name: string, message: string | null) => {
    setErrors((current) => withMessage(current, name, message));
  }, []);

  const busy = pending || !!options.busy;
  return {
    formProps: {
      id,
      ref,
      noValidate: true,
      "data-validated": validated || undefined,
      onSubmit,
      onInput,
      onChange: onInput,
    },
    validated,
    busy,
    result,
    errors,
    validate,
    register,
    storedValue,
    setError,
  };
}

/** Clears the persisted input of a form whose submission the shop ran itself (e.g. through the router). */
export function clearPersistedForm(form: HTMLFormElement, formId: string, storage?: KeyValueStorage): void {
  clearForm(storage ?? sessionStore(), formId, form);
}
