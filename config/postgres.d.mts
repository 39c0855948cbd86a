/** The folder of PostgreSQL's server binaries (initdb, postgres), newest major first, or undefined. */
export declare function postgresBinDir(): string | undefined;

/** A private PostgreSQL server of a test run. */
export interface PostgresServer {
  /** The URL of its `vitrine` database. */
  url: string;
  /** Creates another, empty database on the same server and answers its URL. */
  createDatabase(name: string): string;
  /** Shuts the server down and deletes its data folder. */
  stop(): Promise<void>;
}

/** Starts a private server (own data folder under the temp folder, loopback, a free port unless given). */
export declare function startPostgres(options?: { port?: number }): Promise<PostgresServer>;
