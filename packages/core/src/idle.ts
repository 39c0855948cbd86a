/** How long a task given to {@link whenIdle} waits at most for the browser to be idle, in milliseconds. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`), at the latest after `timeout` ms; where the browser
 * has no idle callbacks (Safari), in a task of its own right after the current one. For what hydration's effects
 * need not do in their own task: reading local or session storage and cookies, whose state the page then shows as
 * a transition. Returns the function that cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
