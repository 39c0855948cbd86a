// What server.mjs hands every loader and action (React Router's load context).

/** How the server reaches the Store API, and the shopper's context token from the cookie. */
export interface StoreApiConnection {
  baseUrl: string;
  accessKey: string;
  fetch: typeof fetch;
  /** The token from the shop's own session cookie (`vitrine-session`), if the shopper has one. */
  contextToken: string | undefined;
  /** Stores a rotated token; server.mjs writes it to the cookie of this response. */
  setContextToken(token: string): void;
}

declare module "react-router" {
  interface AppLoadContext {
    storeApi: StoreApiConnection;
    /** The page's Content-Security-Policy nonce for inline scripts (none in development). */
    cspNonce?: string | undefined;
    /** The shop's public URL (PUBLIC_URL): the origin of canonical links, Open Graph and JSON-LD URLs. */
    publicUrl?: string | undefined;
    /** The page's address (documents, `.data` requests and form posts): its prefix names the page language. */
    pageUrl?: string | undefined;
  }
}
