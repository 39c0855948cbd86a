/**
 * The database the backend runs on, whichever engine it is: PGlite (embedded, one process) or a PostgreSQL server
 * (DATABASE_URL, shared by several processes). The routes see only this shape, which is the part of PGlite's
 * interface they use, so the same parameterised SQL runs on both.
 */
import type { Results } from "@electric-sql/pglite";

export type { Results } from "@electric-sql/pglite";

/** Something SQL can be sent to: the database itself or one of its transactions. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<Results[]>;
}

/** The backend's database. */
export interface Database extends Queryable {
  /** Runs the callback in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls back on every NOTIFY on the channel, from this process or any other on the same database; resolves
   * once listening, with the function that stops it.
   */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Locks that hold across every process of a database. On PGlite (one process) a promise chain per key; on a
 * PostgreSQL server an advisory lock, so that two processes never work on one shopper's cart at once.
 */
export interface Coordination {
  /** True when other processes may share the database: no process may trust a copy it keeps in memory. */
  readonly shared: boolean;
  /** Runs work while holding the named lock, one holder at a time. */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** A promise chain per key: work for one key runs one at a time, in the order it came. */
export function keyedQueue(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const chains = new Map<string, Promise<unknown>>();
  return async (key, work) => {
    const previous = chains.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    chains.set(key, settled);
    try {
      return await run;
    } finally {
      if (chains.get(key) === settled) chains.delete(key);
    }
  };
}

/** Coordination inside one process: the database is not shared. */
export function localCoordination(): Coordination {
  return { shared: false, withLock: keyedQueue() };
}
