/** The demo shop's single tax rate (Germany, standard rate) in percent. */
export const STANDARD_TAX_RATE = 19;

/** Rounds an amount to cents, the way Shopware's item and total rounding (2 decimals, 0.01 interval) does. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * 100) / 100;
}

/** Tax contained in a gross amount at the given rate (tax = gross * rate / (100 + rate)). */
export function taxOfGross(gross: number, rate: number): number {
  return roundMoney((gross * rate) / (100 + rate));
}

/** Integer minor units (cents) of an amount, for payment providers. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
