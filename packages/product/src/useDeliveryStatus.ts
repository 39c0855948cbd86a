import { useConfig, useStoreApi } from "@vitrine/core";
import type { CalculatedPrice } from "@vitrine/core/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearsVariantId,
  type DeliveryStatusInput,
  type DeliveryStatusResult,
  deliveryStatus,
} from "./delivery.rules";
import { defaultProductApi, type ProductApi } from "./product.api";
import type { ReferencePricing, UnitInfo, VariantOptionsResponse } from "./product.schema";

/** Options of {@link useDeliveryStatus}. */
export interface UseDeliveryStatusOptions {
  /** The product (variant) shown; the variant-options route is called on it. */
  productId: string;
  /** The product as the server loaded it: the first status comes from it, without a request. */
  initialProduct?: DeliveryStatusInput & { calculatedPrice?: CalculatedPrice | null };
  /** Replaces the variant-options call. */
  api?: Pick<ProductApi, "loadVariantOptions">;
}

/** The state of {@link useDeliveryStatus}. */
export interface DeliveryStatusState {
  status: DeliveryStatusResult;
  /** The variant id to buy; null when a closeout below minimum cleared it. */
  variantId: string | null;
  calculatedPrice: CalculatedPrice | null;
  /** The deposit amount (bottles), or null. */
  deposit: number | null;
  unitInfo: UnitInfo | null;
  referencePricing: ReferencePricing | null;
  loading: boolean;
  error: boolean;
}

/**
 * Delivery status for variants: `update(options)` asks the variant-options route for the chosen combination and
 * applies the four delivery rules; price, deposit and unit info update with it. A failed request keeps
 * the last status and says so.
 */
export function useDeliveryStatus({
  productId,
  initialProduct,
  api = defaultProductApi,
}: UseDeliveryStatusOptions) {
  const client = useStoreApi();
  const { locale } = useConfig();
  const [state, setState] = useState<DeliveryStatusState>(() => {
    const status = deliveryStatus(initialProduct ?? {});
    return {
      status,
      variantId: clearsVariantId(status) ? null : productId,
      calculatedPrice: initialProduct?.calculatedPrice ?? null,
      deposit: null,
      unitInfo: null,
      referencePricing: null,
      loading: false,
      error: false,
    };
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const apply = useCallback((answer: VariantOptionsResponse) => {
    const status = deliveryStatus(answer.product);
    setState({
      status,
      variantId: clearsVariantId(status) ? null : answer.productId,
      calculatedPrice: answer.calculatedPrice ?? null,
      deposit: typeof answer.deposit === "number" ? answer.deposit : (answer.deposit?.price ?? null),
      unitInfo: answer.unitInfo ?? null,
      referencePricing: answer.referencePricing ?? null,
      loading: false,
      error: false,
    });
  }, []);

  const update = useCallback(
    async (options: Record<string, string>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState((current) => ({ ...current, loading: true, error: false }));
      try {
        apply(await api.loadVariantOptions(client, productId, { options, locale }, abort.signal));
      } catch {
        if (abort.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: true }));
      }
    },
    [api, client, productId, locale, apply],
  );

  return { ...state, update };
}
