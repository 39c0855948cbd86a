import { CardPayment, type CardPaymentData, takesCardDetails } from "@vitrine/card-payment";

/** A payment method as the confirm and edit-order pages offer it. */
export interface PaymentChoice {
  id: string;
  name: string;
  technicalName?: string;
}

/** The order is placed by every submission except the page's "update" button (saving a choice). */
const placesOrder = (submitter: HTMLElement | null) => submitter?.getAttribute("value") !== "update";

/** The card form inside a confirm or edit-order form, when the chosen method takes card details. */
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
    <CardPayment
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
