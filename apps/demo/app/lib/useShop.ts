import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";

/** The root loader's data: currency, customer, cart summary. */
export function useShop(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The sales channel's currency. */
export function useCurrency(): string {
  return useShop()?.currency ?? "EUR";
}
