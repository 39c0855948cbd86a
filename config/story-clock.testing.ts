// A clock for stories' "nothing happens" windows (debounce, autoplay), imported by relative path like
// demo-api.testing.ts: stories drive the page's own timers instead of sleeping.

/** A story's clock: see {@link installStoryClock}. */
export interface StoryClock {
  /** Runs the timeouts and intervals due within the next `ms` milliseconds, in order. */
  runFor(ms: number): void;
  /** Gives the timer functions back; the timers still waiting never run. */
  uninstall(): void;
}

interface Timer {
  at: number;
  /** Set for an interval: its period. */
  every?: number;
  run: () => void;
}

/**
 * While installed, a `setTimeout` with a delay (a debounce) and a `setInterval` of at least 500 ms (an autoplay)
 * wait until the story runs the clock past them; zero-delay timeouts and short intervals (the test runner's own
 * polling) run as usual. Install it inside the play function and uninstall it in a `finally`: before and after the
 * play function a built Storybook waits for the page's animations on timers of its own, which this clock would hold
 * forever.
 */
export function installStoryClock(): StoryClock {
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };
  const timers = new Map<number, Timer>();
  let now = 0;
  // Far above the browser's own ids, so that clearing one of ours never clears a real timer.
  let nextId = 2 ** 30;
  const add = (handler: TimerHandler, delay: number, every: number | undefined, args: unknown[]) => {
    const id = nextId++;
    timers.set(id, { at: now + delay, every, run: () => (handler as (...a: unknown[]) => void)(...args) });
    return id;
  };
  const clear = (realClear: (id?: number) => void) => (id?: number) => {
    if (id === undefined || !timers.delete(id)) realClear.call(window, id);
  };
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    !delay || delay <= 0 || typeof handler !== "function"
      ? Reflect.apply(real.setTimeout, window, [handler, delay, ...args])
      : add(handler, delay, undefined, args)) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    !delay || delay < 500 || typeof handler !== "function"
      ? Reflect.apply(real.setInterval, window, [handler, delay, ...args])
      : add(handler, delay, delay, args)) as typeof window.setInterval;
  window.clearTimeout = clear(real.clearTimeout) as typeof window.clearTimeout;
  window.clearInterval = clear(real.clearInterval) as typeof window.clearInterval;
  return {
    runFor(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, Timer] | undefined;
        for (const timer of timers)
          if (timer[1].at <= end && (!next || timer[1].at < next[1].at)) next = timer;
        if (!next) break;
        const [id, timer] = next;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.run();
      }
      now = end;
    },
    uninstall() {
      Object.assign(window, real);
    },
  };
}
