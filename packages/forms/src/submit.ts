/** What the submit pipeline hands to the function that sends a form. */
export interface FormSubmitRequest {
  /** The form element. */
  form: HTMLFormElement;
  /** The form's fields, with the pressed submit button's name and value. */
  data: FormData;
  /** GET or POST, by the form's `method`. */
  method: "GET" | "POST";
  /** The form's `action` URL. */
  action: string;
}

/** What sending a form answered: whether it worked, the answer's data and an optional place to go next. */
export interface FormSubmitResult<Data = unknown> {
  ok: boolean;
  data?: Data;
  /** Where to go after a success; the form's `redirectTo` field when absent; false: the sender already went on. */
  redirect?: string | false;
}

/** Sends a form and resolves with its result (an ajax form); a throw counts as a failure. */
export type FormSubmit<Data = unknown> = (request: FormSubmitRequest) => Promise<FormSubmitResult<Data>>;

/** The default sender: `fetch` to the form's action by its method (GET as a query), JSON or text answer. */
export const fetchSubmit: FormSubmit = async ({ data, method, action }) => {
  const url = new URL(action, window.location.href);
  const init: RequestInit = { method, headers: { accept: "application/json" } };
  if (method === "GET") {
    for (const [name, value] of data) if (typeof value === "string") url.searchParams.append(name, value);
  } else {
    init.body = data;
  }
  const response = await fetch(url, init);
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.json() : await response.text();
  return { ok: response.ok, data: body };
};

/**
 * Where a successful form goes next: its `redirectTo` field with every `redirectParameters[name]` field as a query
 * parameter; null without `redirectTo` (a `forwardTo` field is the server's business and only sent along).
 */
export function redirectTarget(data: FormData): string | null {
  const target = data.get("redirectTo");
  if (typeof target !== "string" || !target) return null;
  const url = new URL(target, "http://vitrine.invalid");
  for (const [name, value] of data) {
    const match = /^redirectParameters\[(.+)\]$/.exec(name);
    if (match?.[1] && typeof value === "string") url.searchParams.set(match[1], value);
  }
  return url.origin === "http://vitrine.invalid" ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
