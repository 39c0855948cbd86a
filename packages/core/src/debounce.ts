/** A debounced function with ways to cancel or run the pending call now. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call at once, if there is one. */
  flush(): void;
  /** Whether a call is waiting. */
  readonly pending: boolean;
}

/** Calls `fn` once `wait` ms have passed without another call, with the latest arguments. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, wait: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: Args | undefined;
  const run = () => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const debounced = ((...args: Args) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  }) as Debounced<Args>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  Object.defineProperty(debounced, "pending", { get: () => timer !== undefined });
  return debounced;
}
