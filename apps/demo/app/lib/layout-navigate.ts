import { useCallback } from "react";
import { useNavigate } from "react-router";

/** The key core's off-canvas puts into `history.state` for the entry it pushes on open (core's DIALOG_HISTORY_KEY). */
const DIALOG_HISTORY_KEY = "vitrineDialog";

const onDialogEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[DIALOG_HISTORY_KEY]);

/**
 * `navigate` for links inside an off-canvas (category menu, account menu). The link closes the panel first, and
 * the closing panel steps back over its own history entry (`history.go(-1)`, asynchronous). React Router's
 * navigation is asynchronous too (it loads the next route's data before it pushes), so navigating at once would
 * be undone by that step back. This waits until the page stands on its own entry again (at most one second).
 */
export function useNavigateAfterOffcanvas(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback((url: string) => afterOffcanvas(() => void navigate(url)), [navigate]);
}

/** Runs `action` (a navigation or a form submission) once a just-closed off-canvas has left the history. */
export function afterOffcanvas(action: () => void): void {
  const started = Date.now();
  const run = () => {
    if (onDialogEntry() && Date.now() - started < 1000) {
      window.setTimeout(run, 16);
      return;
    }
    action();
  };
  window.setTimeout(run, 0);
}
