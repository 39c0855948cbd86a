import { useConfig } from "@vitrine/core";

/** The sales channel's currency (the provider's configuration, filled from the root loader). */
export function useCurrency(): string {
  return useConfig().currency;
}
