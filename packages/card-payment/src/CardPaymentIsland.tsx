import { lazy, memo, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import type { CardPaymentProps } from "./CardPayment";
import { whenNeeded } from "./cardPayment.needed";
import { FIELD_NAMES, NEW_PAYMENT_DETAILS } from "./constants";

// The card form's code waits until it is needed (one card form per page): started by `needNow`.
let needNow = () => {};
const needed = new Promise<void>((resolve) => {
  needNow = resolve;
});
// The form has hydrated: its own guard (`useCardPayment`) holds the submissions from then on.
let arrived = false;
// The shopper needed the form (it came near the viewport, a first interaction): its provider's script loads at once.
let shopperNeeds = false;
const need = () => {
  shopperNeeds = true;
  needNow();
};
// A submission that would have placed the order came before the code: the form says so once it has hydrated.
let blockedBeforeCode = false;

const Form = lazy(() => {
  // On the server, and on a page rendered in the browser (no server HTML to show meanwhile), it is needed at once.
  if (typeof document === "undefined" || !document.querySelector("[data-card-payment-island]")) needNow();
  return needed
    .then(() => import("./CardPayment"))
    .then(({ CardPayment }) => ({
      default: (props: CardPaymentProps) => {
        // A held-back order concerns this form only: a card form mounted later (another page) starts ready.
        const [startBlocked] = useState(blockedBeforeCode);
        // After the form's own effects (its guard), which run before this one.
        useEffect(() => {
          arrived = true;
          blockedBeforeCode = false;
        }, []);
        return <CardPayment {...props} eager={props.eager || shopperNeeds} startBlocked={startBlocked} />;
      },
    }));
});

/** Shown only when React gave up the form's server HTML (an update reached it before its code): load it now. */
function LoadNow(): ReactNode {
  useEffect(() => needNow(), []);
  return null;
}

/**
 * `<CardPayment>` whose code loads when the form comes near the viewport or at the shopper's first interaction with
 * the page (when the provider's script would load anyway): until then its server HTML shows (the saved cards, the
 * loading status), so a confirm page's first screen carries none of the card form's code. A submission that
 * places the order with new card details before the code has arrived is held back (the card data cannot be sent
 * yet) and the form says it is not ready once it has hydrated; with a saved card chosen it goes through.
 */
export const CardPaymentIsland = memo(function CardPaymentIsland(props: CardPaymentProps): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const { places } = props;
  useEffect(() => {
    const element = root.current?.firstElementChild;
    if (arrived || !element) return needNow();
    const form = element.closest("form");
    const hold = (event: SubmitEvent) => {
      if (arrived) return;
      const token = form?.elements.namedItem(FIELD_NAMES.activeToken);
      const savedCard = token instanceof HTMLSelectElement && token.value !== NEW_PAYMENT_DETAILS;
      if (savedCard || !(places?.(event.submitter) ?? true)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      blockedBeforeCode = true;
      need();
    };
    form?.addEventListener("submit", hold);
    const stop = whenNeeded(element, need);
    return () => {
      stop();
      form?.removeEventListener("submit", hold);
    };
  }, [places]);
  return (
    <div ref={root} data-card-payment-island="" style={{ display: "contents" }}>
      <Suspense fallback={<LoadNow />}>
        <Form {...props} />
      </Suspense>
    </div>
  );
});
