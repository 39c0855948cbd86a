/** Which browser storage to use. */
export type StorageArea = "local" | "session";

/** Decides whether an optional cookie or stored key may be written (cookie consent plugs in here). */
export type ConsentChecker = (name: string) => boolean;

// Until cookie consent says otherwise, nothing optional is consented.
let consentChecker: ConsentChecker = () => false;
const consentListeners = new Set<() => void>();

/** Installs the function that answers "may this optional cookie or key be stored?" (cookie consent calls this). */
export function setConsentChecker(checker: ConsentChecker): void {
  consentChecker = checker;
  for (const listener of [...consentListeners]) listener();
}

/** Whether the shopper consented to the optional cookie or feature `name`. */
export function hasConsent(name: string): boolean {
  return consentChecker(name);
}

/** Calls `listener` whenever the consent checker changes; returns the unsubscribe function. */
export function onConsentCheckerChange(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/** Options of a write: an optional write names the consent it needs. */
export interface WriteOptions {
  /** Name of the cookie or feature whose consent this write needs; leave out for essential data. */
  consent?: string;
}

/** Key-value storage that never throws: SSR-safe, and in memory when the browser refuses. */
export interface KeyValueStorage {
  /** Reads a value, or null. */
  get(key: string): string | null;
  /** Writes a value; false when consent is missing (nothing is written then). */
  set(key: string, value: string, options?: WriteOptions): boolean;
  /** Removes a value. */
  remove(key: string): void;
  /** Reads and parses JSON; the fallback on absence or bad JSON. */
  getJSON<T>(key: string, fallback: T): T;
  /** Writes JSON; false when consent is missing. */
  setJSON(key: string, value: unknown, options?: WriteOptions): boolean;
  /** True when values only live in memory (storage disabled, full, or on the server). */
  readonly inMemory: boolean;
}

/**
 * Creates a storage on local or session storage that keeps working in memory when the browser refuses (storage
 * disabled, full, or on the server). Nothing is written to find out: a refused write keeps its value in memory.
 */
export function createStorage(area: StorageArea = "local"): KeyValueStorage {
  const memory = new Map<string, string>();
  // The browser's storage; undefined on the server and where the browser refuses it (its getter throws).
  const storage = (): Storage | undefined => {
    try {
      return typeof window === "undefined" ? undefined : window[`${area}Storage`];
    } catch {
      return undefined;
    }
  };

  const api: KeyValueStorage = {
    get(key) {
      try {
        return memory.get(key) ?? storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value, options) {
      if (options?.consent && !hasConsent(options.consent)) return false;
      try {
        // No storage (a TypeError), disabled or full (QuotaExceededError): keep the value for this page's life.
        (storage() as Storage).setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
      return true;
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
    getJSON(key, fallback) {
      try {
        // No value ("") is no JSON either: the fallback.
        return JSON.parse(api.get(key) ?? "");
      } catch {
        return fallback;
      }
    },
    setJSON(key, value, options) {
      return api.set(key, JSON.stringify(value), options);
    },
    get inMemory() {
      return storage() === undefined || memory.size > 0;
    },
  };
  return api;
}

/** Calls `listener` when another tab changes `key` in local storage; returns the unsubscribe function. */
export function onStorageChange(key: string, listener: (value: string | null) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener(event.key === null ? null : event.newValue);
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

/** Options of a cookie write. */
export interface CookieOptions extends WriteOptions {
  /** Lifetime in days; leave out for a session cookie. */
  days?: number;
  path?: string;
  sameSite?: "Lax" | "Strict" | "None";
  secure?: boolean;
}

/** Reads a cookie from `document.cookie`, or from a `Cookie` header on the server. */
export function readCookie(name: string, cookieHeader?: string): string | null {
  const source = cookieHeader ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of source.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

/** Serialises a cookie for `document.cookie` or a `Set-Cookie` header. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.days !== undefined) {
    parts.push(`Max-Age=${Math.round(options.days * 86_400)}`);
    parts.push(`Expires=${new Date(Date.now() + options.days * 86_400_000).toUTCString()}`);
  }
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Writes a cookie; an optional one (with `consent`) only with consent. Returns whether it was written. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  if (typeof document === "undefined") return false;
  if (options.consent && !hasConsent(options.consent)) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support
  document.cookie = serializeCookie(name, value, options);
  return true;
}

/** Deletes a cookie. */
export function deleteCookie(name: string, path = "/"): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every browser we support
  document.cookie = serializeCookie(name, "", { path, days: 0 });
}
