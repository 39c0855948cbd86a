import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import type { DeliveryStatusResult } from "./delivery.rules";
import { productSnippets } from "./product.snippets";

/** Props of {@link DeliveryStatus}. */
export interface DeliveryStatusProps {
  /** The status from `deliveryStatus(product)` or `useDeliveryStatus()`. */
  status: DeliveryStatusResult;
  /** A request for the status is running. */
  loading?: boolean;
  /** The last request failed (the status shown is the previous one). */
  error?: boolean;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * The delivery information: 'immediately available, delivery time X', 'ready to ship in N days, delivery time
 * X', the unavailable block, or nothing; in a `role=status` region so that changes are announced.
 */
export function DeliveryStatus({ status, loading, error, className }: DeliveryStatusProps): ReactNode {
  const t = useSnippet(productSnippets);
  const text =
    status.kind === "available"
      ? t("product.delivery.available", { deliveryTime: status.deliveryTime })
      : status.kind === "restock"
        ? t("product.delivery.restock", { days: status.days, deliveryTime: status.deliveryTime })
        : status.kind === "unavailable"
          ? t("product.delivery.unavailable")
          : null;
  return (
    <div
      className={cx("vitrine-delivery", className)}
      role="status"
      data-state={status.kind}
      aria-busy={loading || undefined}
    >
      {text && (
        <p className="vitrine-delivery__text" data-kind={status.kind}>
          <span className="vitrine-delivery__dot" aria-hidden="true" />
          {text}
        </p>
      )}
      {loading && <p className="vitrine-delivery__loading">{t("product.delivery.loading")}</p>}
      {error && <p className="vitrine-delivery__error">{t("product.delivery.error")}</p>}
    </div>
  );
}
