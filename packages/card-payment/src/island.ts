// @vitrine/card-payment/island: what a confirm page loads before the shopper interacts: the Apple Pay gate and the
// card form as an island whose code (the main entry's `CardPayment`) loads when it is needed.

export {
  canMakeApplePayments,
  type GatedMethod,
  gateApplePay,
  isApplePayMethod,
  takesCardDetails,
  useApplePayGate,
} from "./applePay";
export type { CardPaymentProps } from "./CardPayment";
export { CardPaymentIsland } from "./CardPaymentIsland";
