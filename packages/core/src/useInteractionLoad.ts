import { type PointerEvent, useRef, useState } from "react";

/** The handlers that start an {@link useInteractionLoad} load: spread them on the light markup's root. */
export interface InteractionLoadProps {
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

/** What {@link useInteractionLoad} returns. */
export interface InteractionLoad<T> {
  /** What the loader resolved to, once it has and no press on the light markup is under way; null before. */
  loaded: T | null;
  /** Starts loading: once, and again after a failure. */
  load: () => void;
  /** A pointer over the markup, a press, a touch or the focus start loading. */
  interactionProps: InteractionLoadProps;
}

/**
 * Code a part of the page needs only once the shopper uses it. The page renders and hydrates light markup that
 * works on its own (a link, a GET form, a button); the first interaction with it (`interactionProps`) loads the
 * rest, which then takes over the markup as it is (the text typed meanwhile, the focus, a click that came first).
 * A press under way when the code arrives ends on the light markup first, so its click is never lost between the
 * two. When loading fails the light markup stays, and the next interaction tries again.
 */
export function useInteractionLoad<T>(
  loader: () => Promise<T>,
  onError?: (error: unknown) => void,
): InteractionLoad<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const arrived = useRef<{ value: T } | null>(null);
  const pressing = useRef(false);
  const loading = useRef(false);
  const latest = useRef({ loader, onError });
  latest.current = { loader, onError };
  const handOver = () => {
    if (arrived.current && !pressing.current) setLoaded(arrived.current);
  };
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    latest.current.loader().then(
      (value) => {
        arrived.current = { value };
        handOver();
      },
      (error: unknown) => {
        loading.current = false;
        latest.current.onError?.(error);
      },
    );
  };
  // A press ends with its click (after the light markup's own click handler), or when the pointer leaves.
  const release = () => {
    pressing.current = false;
    handOver();
  };
  return {
    loaded: loaded ? loaded.value : null,
    load,
    interactionProps: {
      onPointerEnter: load,
      onPointerDown: (event) => {
        if (event.button === 0) pressing.current = true;
        load();
      },
      onPointerLeave: release,
      onPointerCancel: release,
      onClick: release,
      onTouchStart: load,
      onFocus: load,
    },
  };
}
