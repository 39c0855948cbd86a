/** What went wrong with a Store API call. */
export type StoreApiErrorKind = "network" | "timeout" | "http" | "parse" | "schema" | "abort";

/** One entry of the Store API error body (`{ errors: [...] }`). */
export interface StoreApiErrorEntry {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
  meta?: Record<string, unknown>;
}

/** The single error type every failed Store API call throws. */
export class StoreApiError extends Error {
  override readonly name = "StoreApiError";
  /** What kind of failure this was. */
  declare readonly kind: StoreApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  declare readonly status: number;
  /** Machine-readable code: the Store API's own, or one of ours (`NETWORK`, `TIMEOUT`, `ABORTED`, `INVALID_JSON`, `SCHEMA_MISMATCH`, `HTTP_<status>`). */
  declare readonly code: string;
  /** Human-readable detail. */
  declare readonly detail: string;
  /** JSON pointer of the offending field, when the server or the schema named one. */
  declare readonly pointer: string | undefined;
  /** All error entries the server sent (empty for client-side failures). */
  declare readonly errors: StoreApiErrorEntry[];
  /** True when a write may have been applied although its answer was unreadable: re-read the state. */
  declare readonly mayBeApplied?: boolean;

  constructor(init: {
    kind: StoreApiErrorKind;
    status?: number;
    code: string;
    detail: string;
    pointer?: string | undefined;
    errors?: StoreApiErrorEntry[];
    cause?: unknown;
  }) {
    super(init.detail, { cause: init.cause });
    Object.assign(this, init, { status: init.status ?? 0, pointer: init.pointer, errors: init.errors ?? [] });
  }

  /** True when trying again later may succeed (network trouble, timeout, 5xx, 429). */
  get isTransient(): boolean {
    return this.kind === "network" || this.kind === "timeout" || this.status >= 500 || this.status === 429;
  }
}

/** Type guard for {@link StoreApiError}. */
export function isStoreApiError(error: unknown): error is StoreApiError {
  return error instanceof StoreApiError;
}
