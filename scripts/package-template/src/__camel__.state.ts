import type { __Name__Entry, __Name__Response } from "./__camel__.schema";
import { __CONST___MAX_ENTRIES } from "./constants";

/** Where the block stands: nothing asked yet, waiting for the shop, showing its answer, or failed. */
export type __Name__Status = "idle" | "loading" | "ready" | "error";

/** The block's state: pure data, no DOM, no fetch. */
export interface __Name__State {
  status: __Name__Status;
  entries: __Name__Entry[];
}

/** What can happen to the state. */
export type __Name__Action =
  | { type: "load" }
  | { type: "loaded"; response: __Name__Response }
  | { type: "failed" };

/** The state before anything was loaded, or with the server's answer (loader data). */
export function initial__Name__State(initialData?: __Name__Response): __Name__State {
  return initialData
    ? { status: "ready", entries: initialData.elements.slice(0, __CONST___MAX_ENTRIES) }
    : { status: "idle", entries: [] };
}

/** The state rules. A failed request keeps the entries on screen (house rule: a failure never empties a list). */
export function __camel__Reducer(state: __Name__State, action: __Name__Action): __Name__State {
  switch (action.type) {
    case "load":
      return { ...state, status: "loading" };
    case "loaded":
      return { status: "ready", entries: action.response.elements.slice(0, __CONST___MAX_ENTRIES) };
    case "failed":
      return { ...state, status: "error" };
  }
}
