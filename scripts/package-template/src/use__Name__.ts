import { useStoreApi } from "@vitrine/core";
import { useCallback, useEffect, useReducer, useState } from "react";
import { type __Name__Api, default__Name__Api } from "./__camel__.api";
import type { __Name__Response } from "./__camel__.schema";
import { __camel__Reducer, type __Name__State, initial__Name__State } from "./__camel__.state";

/** Options of `use__Name__`. */
export interface Use__Name__Options {
  /** The server's answer (from a loader): rendered at once, nothing is fetched on mount. */
  initialData?: __Name__Response;
  /** Replaces the Store API calls. */
  api?: __Name__Api;
}

/** What `use__Name__` gives a component. */
export interface __Name__Controls extends __Name__State {
  /** Loads the entries again. */
  reload: () => void;
}

/** Headless @vitrine/__name__: loads the entries through the shop's client; a failure keeps what is shown. */
export function use__Name__({
  initialData,
  api = default__Name__Api,
}: Use__Name__Options = {}): __Name__Controls {
  const client = useStoreApi();
  const [state, dispatch] = useReducer(__camel__Reducer, initialData, initial__Name__State);
  // Which load this is; 0 = none yet (the server's answer is shown).
  const [attempt, setAttempt] = useState(initialData ? 0 : 1);

  useEffect(() => {
    if (!attempt) return;
    const controller = new AbortController();
    dispatch({ type: "load" });
    api.load(client, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) dispatch({ type: "loaded", response });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: "failed" });
      },
    );
    return () => controller.abort();
  }, [api, client, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
