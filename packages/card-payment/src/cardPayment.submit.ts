import type { ProviderComponent, ProviderError } from "./cardPayment.provider";
import { FIELD_NAMES, NEW_PAYMENT_DETAILS } from "./constants";

/** What the submit guard reads at the moment of submitting. */
export interface SubmitGuardSource {
  /** The component, once it is initialised (null while loading or after a provider error). */
  component(): ProviderComponent | null;
  /** The chosen saved card token; "" for new payment details. */
  activeToken(): string;
  /** Whether the shopper ticked "save card" (only offered with new details). */
  saveCard(): boolean;
  /** Whether this submission places the order (default: every submission); others are never blocked. */
  places?(submitter: HTMLElement | null): boolean;
  /** Called when the submission is blocked, with the errors to show. */
  blocked(errors: ProviderError[]): void;
}

/** Writes one hidden field of the form (created when the page has none). */
function writeField(form: HTMLFormElement, name: string, value: string) {
  const present = form.elements.namedItem(name);
  if (present instanceof HTMLInputElement || present instanceof HTMLSelectElement) {
    present.value = value;
    return;
  }
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  input.value = value;
  form.append(input);
}

/**
 * Guards a confirm form on its `submit` event, so every way of submitting counts (button, Enter, `requestSubmit`):
 * with new payment details the submission is blocked while the component reports errors; otherwise the payment
 * payload and the tokenize flag are written to hidden fields before the form's data is read. Answers the remover.
 */
export function guardSubmit(form: HTMLFormElement, source: SubmitGuardSource): () => void {
  const onSubmit = (event: SubmitEvent | Event) => {
    const submitter = (event as SubmitEvent).submitter ?? null;
    const token = source.activeToken();
    const places = source.places ? source.places(submitter) : true;
    let payload = "";
    let tokenize = false;
    if (token === NEW_PAYMENT_DETAILS) {
      const component = source.component();
      const errors: ProviderError[] = !component
        ? [{ message: "" }]
        : component.hasErrors()
          ? component.getErrors().errors
          : [];
      if (errors.length && places) {
        event.preventDefault();
        event.stopImmediatePropagation();
        source.blocked(errors);
        return;
      }
      if (component && !errors.length) {
        const data = component.getPaymentData();
        payload = data.payload;
        tokenize = source.saveCard() || data.tokenize === true;
      }
    }
    writeField(form, FIELD_NAMES.payload, payload);
    writeField(form, FIELD_NAMES.tokenize, tokenize ? "1" : "");
    writeField(form, FIELD_NAMES.activeToken, token);
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
