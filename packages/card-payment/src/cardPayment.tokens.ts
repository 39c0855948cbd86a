import type { SavedCardToken } from "./cardPayment.schema";
import { NEW_PAYMENT_DETAILS } from "./constants";

/** One option of the saved-card select. */
export interface TokenOption {
  value: string;
  label: string;
  disabled: boolean;
  expired: boolean;
}

/** The saved-card select: every saved card (expired ones marked and not selectable) plus "Use new payment details". */
export function tokenOptions(
  tokens: readonly SavedCardToken[],
  texts: { newDetails: string; expired: string },
): TokenOption[] {
  return [
    ...tokens.map((entry) => ({
      value: entry.token,
      label: entry.expired ? `${entry.name} (${texts.expired})` : entry.name,
      disabled: entry.expired,
      expired: entry.expired,
    })),
    { value: NEW_PAYMENT_DETAILS, label: texts.newDetails, disabled: false, expired: false },
  ];
}

/** The preselected choice: the first saved card that can be used, else new payment details. */
export function initialToken(tokens: readonly SavedCardToken[]): string {
  return tokens.find((entry) => !entry.expired)?.token ?? NEW_PAYMENT_DETAILS;
}

/** The save-card checkbox is offered to logged-in customers entering new details only. */
export function offersSaveCard(loggedIn: boolean, activeToken: string): boolean {
  return loggedIn && activeToken === NEW_PAYMENT_DETAILS;
}
