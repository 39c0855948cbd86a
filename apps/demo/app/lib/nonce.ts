import { createContext, useContext } from "react";

/** The page's Content-Security-Policy nonce (server.mjs makes one per page); undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for the inline scripts React Router renders (`<Scripts>`, `<ScrollRestoration>`). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
