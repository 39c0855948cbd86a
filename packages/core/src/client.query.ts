// How a call's path and query are written: shared by the client's transport and a server's own calls.
import type { QueryValue } from "./client";
import { fillPlaceholders } from "./routes";

/** Fills `{name}` placeholders with URL-encoded values; a missing value is a developer error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(path, params, true, (_, name) => {
    throw new TypeError(`Missing path parameter "${name}" for ${path}`);
  });
}

/** Builds a query string the way the Store API reads it: arrays joined with `|`, empty values left out. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A boolean as 1 or 0, a list joined with `|`; an empty list, null and "" are left out.
    const text = `${Array.isArray(value) ? value.join("|") : typeof value === "boolean" ? +value : (value ?? "")}`;
    if (text) search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
