/**
 * The backend on a PostgreSQL server (DATABASE_URL): node-postgres pools behind the same `Database` shape as
 * PGlite, and the coordination several processes on one server need (advisory locks, LISTEN/NOTIFY).
 */
import pg from "pg";
import { type Coordination, type Database, keyedQueue, type Queryable, type Results } from "./database.js";

/** Type OIDs whose text form PGlite parses differently from node-postgres's defaults. */
const INT8 = 20;
const DATE = 1082;

/** Rows read as PGlite reads them, so the routes see the same values on both engines. */
const pgliteTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    // Counts and sums of integers: numbers, as in PGlite (node-postgres gives strings to keep 64-bit precision;
    // nothing in the demo comes near 2^53).
    if (oid === INT8) return (value: string) => Number(value);
    // A date is midnight UTC in PGlite; node-postgres would take the process's time zone.
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
};

function toResults<T>(result: pg.QueryResult): Results<T> {
  const changes = result.command === "INSERT" || result.command === "UPDATE" || result.command === "DELETE";
  return {
    rows: result.rows as T[],
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    command: result.command,
    affectedRows: changes ? (result.rowCount ?? 0) : 0,
    rowCount: result.rowCount ?? 0,
  };
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return toResults<T>(await client.query(sql, params));
    },
    async exec(sql: string) {
      // Without parameters node-postgres sends the simple protocol, which takes several statements.
      const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((one) => toResults(one));
    },
  };
}

/** Quotes a LISTEN channel name. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A database and its coordination on a PostgreSQL server. */
export interface PostgresDatabase {
  db: Database;
  coordination: Coordination;
}

/** Options of openPostgres. */
export interface PostgresOptions {
  /** Connections for queries and transactions (default 10). */
  poolSize?: number;
}

/**
 * Connects to a PostgreSQL server. Two pools: one for queries and transactions, one for the connections that
 * hold advisory locks, so that work done under a lock never waits for a connection its own lock holds.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: pgliteTypes });
  const lockPool = new pg.Pool({ connectionString: url, max: 20, types: pgliteTypes });
  // An idle connection that the server drops must not take the process down with it.
  for (const one of [pool, lockPool])
    one.on("error", (error) => console.error("demo-api: a database connection failed", error.message));
  // Fails here, at start, when the server cannot be reached.
  await pool.query("select 1");

  let closed = false;
  let listener: pg.Client | undefined;
  const callbacks = new Map<string, Set<(payload: string) => void>>();
  const queue = keyedQueue();

  /** One connection listens for every channel of this process. */
  async function listenerClient(): Promise<pg.Client> {
    if (!listener) {
      const client = new pg.Client({ connectionString: url, types: pgliteTypes });
      client.on("notification", (message) => {
        for (const callback of callbacks.get(message.channel) ?? []) callback(message.payload ?? "");
      });
      client.on("error", (error) => console.error("demo-api: the change listener failed", error.message));
      listener = client;
      await client.connect();
    }
    return listener;
  }

  /** Holds the server's advisory lock of the key while work runs (released if this process dies). */
  async function withServerLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = await lockPool.connect();
    let broken: Error | undefined;
    try {
      await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [key]);
      try {
        return await work();
      } finally {
        await client
          .query("select pg_advisory_unlock(hashtextextended($1, 0))", [key])
          .catch((error: Error) => {
            broken = error;
          });
      }
    } finally {
      // A connection whose unlock failed is closed, which releases the lock on the server.
      client.release(broken);
    }
  }

  const db: Database = {
    ...queryable(pool),
    async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await callback(queryable(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, callback) {
      let subscribed = callbacks.get(channel);
      if (!subscribed) {
        subscribed = new Set();
        callbacks.set(channel, subscribed);
        await (await listenerClient()).query(`listen ${identifier(channel)}`);
      }
      subscribed.add(callback);
      return async () => {
        subscribed.delete(callback);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener?.end().catch(() => undefined);
      await Promise.all([pool.end(), lockPool.end()]);
    },
    get closed() {
      return closed;
    },
  };

  const coordination: Coordination = {
    shared: true,
    // Requests of this process queue here first, so that they hold one server connection between them.
    withLock: (key, work) => queue(key, () => withServerLock(key, work)),
  };
  return { db, coordination };
}
