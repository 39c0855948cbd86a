import type { CardPaymentData } from "@vitrine/card-payment";
import { CardPaymentIsland, takesCardDetails } from "@vitrine/card-payment/island";

/** A payment method as the confirm and edit-order pages offer it. */
export interface PaymentChoice {
  id: string;
  name: string;
  technicalName?: string;
}

/** The order is placed by every submission except the page's "update" button (saving a choice). */
const placesOrder = (submitter: HTMLElement | null) => submitter?.getAttribute("value") !== "update";

/**
 * The card form inside a confirm or edit-order form, when the chosen method takes card details: its code loads
 * when it comes near the viewport or at the shopper's first interaction (its server HTML until then).
 */
export function CardPaymentBlock({
  method,
  loggedIn,
  scriptUrl,
  initial,
}: {
  method: PaymentChoice;
  loggedIn: boolean;
  scriptUrl: string;
  /** The form's data as the loader read it for the page's chosen method (`readCardPayment`). */
  initial: CardPaymentData | null;
}) {
  if (!takesCardDetails(method)) return null;
  return (
    <CardPaymentIsland
      key={method.id}
      className="panel"
      paymentMethodId={method.id}
      loggedIn={loggedIn}
      scriptUrl={scriptUrl}
      places={placesOrder}
      initial={initial}
    />
  );
}
