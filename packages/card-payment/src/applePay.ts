import { useEffect, useState } from "react";

/**
 * Whether the device can make Apple Pay payments (`ApplePaySession.canMakePayments()`). Never on the server; a
 * failing check is only a warning and answers false.
 */
export function canMakeApplePayments(): boolean {
  const session = (globalThis as { ApplePaySession?: { canMakePayments(): boolean } }).ApplePaySession;
  if (!session) return false;
  try {
    return session.canMakePayments() === true;
  } catch (error) {
    console.warn("Apple Pay could not be initialised", error);
    return false;
  }
}

/** A payment method as the gate reads it. */
export interface GatedMethod {
  id: string;
  technicalName?: string | null | undefined;
  name?: string | null | undefined;
}

/** Is this the Apple Pay method? (By technical name, else by name.) */
export function isApplePayMethod(method: GatedMethod): boolean {
  return /apple/i.test(method.technicalName || method.name || "");
}

/** Does this method take card details in the embedded component? (Card methods; Apple Pay has its own sheet.) */
export function takesCardDetails(method: GatedMethod): boolean {
  return /card|multisafepay/i.test(method.technicalName ?? "") && !isApplePayMethod(method);
}

/**
 * The Apple Pay gate: the methods without Apple Pay unless the device can pay with it (left out of the markup, not
 * just hidden), and the selected id switched to the first shown method when the selected one is gated away.
 */
export function gateApplePay<T extends GatedMethod>(
  methods: readonly T[],
  selectedId: string,
  canPay: boolean,
): { methods: T[]; selectedId: string } {
  const shown = canPay ? [...methods] : methods.filter((method) => !isApplePayMethod(method));
  const selected = shown.some((method) => method.id === selectedId) ? selectedId : (shown[0]?.id ?? "");
  return { methods: shown, selectedId: selected };
}

/** `gateApplePay` for a page: Apple Pay stays out until the browser has checked the device (after hydration). */
export function useApplePayGate<T extends GatedMethod>(methods: readonly T[], selectedId: string) {
  const [canPay, setCanPay] = useState(false);
  useEffect(() => setCanPay(canMakeApplePayments()), []);
  return gateApplePay(methods, selectedId, canPay);
}
