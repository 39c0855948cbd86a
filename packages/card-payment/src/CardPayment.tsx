import { useSnippet } from "@vitrine/core";
import { useId } from "react";
import { cardPaymentSnippets } from "./cardPayment.snippets";
import { tokenOptions } from "./cardPayment.tokens";
import { FIELD_NAMES, NEW_PAYMENT_DETAILS } from "./constants";
import { type UseCardPaymentOptions, useCardPayment } from "./useCardPayment";

/** Props of `<CardPayment>`: render it inside the confirm form. */
export interface CardPaymentProps extends UseCardPaymentOptions {
  /** Added to the block's own class names. */
  className?: string;
}

/**
 * The card payment block inside a confirm form: the saved-card select (`active_token`), the provider's payment
 * container, the save-card checkbox (`saveToken`), the error summary and the hidden payload/tokenize fields.
 */
export function CardPayment({ className, ...options }: CardPaymentProps) {
  const t = useSnippet(cardPaymentSnippets);
  const card = useCardPayment(options);
  const titleId = useId();
  const selectId = useId();
  const usesNewDetails = card.activeToken === NEW_PAYMENT_DETAILS;
  const messages = card.errors.map((error) => error.message || t("cardPayment.notReady"));
  return (
    <section
      className={className ? `vitrine-card-payment ${className}` : "vitrine-card-payment"}
      data-state={card.status}
      aria-labelledby={titleId}
      aria-busy={card.status === "loading"}
    >
      <h3 id={titleId} className="vitrine-card-payment__title">
        {t("cardPayment.title")}
      </h3>
      {card.tokens.length > 0 && (
        <div className="vitrine-card-payment__tokens">
          <label htmlFor={selectId}>{t("cardPayment.savedCards")}</label>
          <select
            id={selectId}
            name={FIELD_NAMES.activeToken}
            value={card.activeToken}
            onChange={(event) => card.setActiveToken(event.target.value)}
          >
            {tokenOptions(card.tokens, {
              newDetails: t("cardPayment.newDetails"),
              expired: t("cardPayment.expired"),
            }).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* The provider renders its fields here; with a saved card they are not needed (and not shown). */}
      <div ref={card.containerRef} className="vitrine-card-payment__container" hidden={!usesNewDetails} />
      {card.status === "loading" && usesNewDetails ? (
        <p role="status" className="vitrine-card-payment__status">
          {t("cardPayment.loading")}
        </p>
      ) : null}
      {card.offersSaveCard ? (
        <label className="vitrine-card-payment__save">
          <input
            type="checkbox"
            name={FIELD_NAMES.saveToken}
            checked={card.saveCard}
            onChange={(event) => card.setSaveCard(event.target.checked)}
          />
          <span>{t("cardPayment.saveCard")}</span>
        </label>
      ) : null}
      <div ref={card.summaryRef} tabIndex={-1} role="alert" className="vitrine-card-payment__errors">
        {card.status === "error" ? (
          <p>{t("cardPayment.providerError")}</p>
        ) : card.status === "invalid" && usesNewDetails ? (
          <>
            <p>{t("cardPayment.invalid")}</p>
            <ul>
              {messages.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; their order is their identity
                <li key={index}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
