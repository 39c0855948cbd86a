/** The cookie that keeps the shopper's context token (their cart), read on the server and in the browser. */
export const CONTEXT_TOKEN_COOKIE = "sw-context-token";
