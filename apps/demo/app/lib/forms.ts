import {
  type FormControls,
  type FormSubmit,
  type FormSubmitResult,
  type UseFormOptions,
  useForm,
} from "@vitrine/forms";
import { useCallback, useEffect, useRef } from "react";
import { useFetcher, useNavigation, useSubmit } from "react-router";

/** What the demo's form actions answer when they do not redirect. */
export interface ActionAnswer {
  ok?: boolean;
  message?: string;
  error?: string;
}

/** Options of {@link useActionForm}: `useForm`'s, and what to do when the action accepted the form. */
export interface ActionFormOptions<Data> extends Omit<UseFormOptions<Data>, "submit"> {
  /** The action accepted the form and redirected: called with the sent fields while the page is still shown. */
  onAccepted?: (sent: FormData) => void;
}

/**
 * `useForm` whose ajax submit runs the route's action through a React Router fetcher: an answer with `ok: false`
 * or an `error` is a failure (the typed values stay), no new answer means the action redirected (a success: the
 * router goes on, persisted input is cleared, as soon as the redirect starts loading). Without JavaScript the
 * form posts to the same action.
 */
export function useActionForm<Data extends ActionAnswer>({
  onAccepted,
  ...options
}: ActionFormOptions<Data>): FormControls<Data> {
  const fetcher = useFetcher<Data>();
  const waiting = useRef<{
    resolve: (result: FormSubmitResult<Data>) => void;
    sent: FormData;
    post: boolean;
    // The fetcher keeps its last answer: an answer that is still this one after the submit is no new answer.
    before: unknown;
  } | null>(null);
  const latest = useRef(fetcher.data);
  latest.current = fetcher.data;
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  useEffect(() => {
    const pending = waiting.current;
    if (!pending || fetcher.state === "submitting") return;
    const data = fetcher.data as Data | undefined;
    const redirected = data === pending.before;
    // A redirect after a post is known when its page starts loading; any other answer once the fetcher is idle.
    if (fetcher.state === "loading" && !(pending.post && redirected)) return;
    waiting.current = null;
    if (redirected) accepted.current?.(pending.sent);
    pending.resolve(
      redirected
        ? { ok: true, redirect: false }
        : { ok: data?.ok !== false && !data?.error, data, redirect: false },
    );
  }, [fetcher.state, fetcher.data]);
  const { submit: send } = fetcher;
  const submit = useCallback<FormSubmit<Data>>(
    ({ data, method, action }) =>
      new Promise((resolve) => {
        waiting.current = { resolve, sent: data, post: method === "POST", before: latest.current };
        void send(data, { method: method === "GET" ? "get" : "post", action });
      }),
    [send],
  );
  return useForm<Data>({ ...options, submit });
}

/** The message of a form's last answer: the fetcher's, or the action's own after a submit without JavaScript. */
export function answerOf<Data extends ActionAnswer>(
  form: FormControls<Data>,
  actionData: Data | undefined,
): { ok: boolean; message: string } | null {
  const data = form.result ? form.result.data : actionData;
  const message = data?.error ?? data?.message;
  if (message) return { ok: data?.ok !== false && !data?.error, message };
  // A failure without an answer (the connection broke): the typed values stay, the shopper may send again.
  return form.result?.ok === false
    ? { ok: false, message: "This could not be sent. Please try again." }
    : null;
}

/**
 * `useForm` whose valid submit is a router navigation to the route's action (the page's `actionData` and
 * loaders follow, as with the router's `<Form>`); the button is busy while the router submits.
 */
export function useRouterForm(options: Omit<UseFormOptions, "submit" | "busy">): FormControls {
  const routerSubmit = useSubmit();
  const navigation = useNavigation();
  const submit = useCallback<FormSubmit>(
    async ({ data, method, action }) => {
      await routerSubmit(data, {
        method: method === "GET" ? "get" : "post",
        action,
        preventScrollReset: true,
      });
      return { ok: true, redirect: false };
    },
    [routerSubmit],
  );
  return useForm({ ...options, submit, busy: navigation.state === "submitting" });
}
