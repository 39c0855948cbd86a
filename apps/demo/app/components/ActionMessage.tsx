/** What a form action answers: whether it worked, and what to tell the shopper. */
export interface ActionResult {
  ok: boolean;
  message: string;
}

/** The outcome of a form submission: a success in `role=status`, a failure in `role=alert`; nothing before one. */
export function ActionMessage({ result }: { result: ActionResult | null | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`notice ${result.ok ? "notice-success" : "notice-danger"}`}
    >
      {result.message}
    </p>
  );
}
