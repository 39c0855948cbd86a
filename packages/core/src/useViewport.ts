import { createContext, useContext } from "react";
import { useClientValue } from "./useClientValue";
import { getCurrentViewport, subscribeViewport, type ViewportSize } from "./viewport";

/**
 * The viewport size assumed on the server and during hydration (none by default). Set it, e.g. from a
 * user-agent guess, with `<ServerViewportContext value="XS">`; the real size follows right after hydration.
 */
export const ServerViewportContext = createContext<ViewportSize | undefined>(undefined);

/**
 * The current viewport size, updated 200 ms after the last resize. On the server and during hydration it is
 * the server default (`undefined` unless `ServerViewportContext` says otherwise), so hydration never mismatches;
 * the real size follows as a transition.
 */
export function useViewport(): ViewportSize | undefined {
  const serverViewport = useContext(ServerViewportContext);
  return useClientValue(subscribeViewport, getCurrentViewport, serverViewport);
}

/** Whether the viewport is one of `sizes`, e.g. `useIsViewport(["XS", "SM"])`; false while unknown. */
export function useIsViewport(sizes: readonly ViewportSize[]): boolean {
  const viewport = useViewport();
  return viewport !== undefined && sizes.includes(viewport);
}
