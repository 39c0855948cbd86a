import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { buildApp } from "./app.js";
import type { DemoApp } from "./app-type.js";
import { parseTrustedProxies } from "./client-address.js";
import type { DemoRuntime } from "./context.js";
import { type Coordination, type Database, localCoordination } from "./db/database.js";
import { runMigrations } from "./db/migrate.js";
import { openDatabase, readSnapshotFile } from "./db/open.js";
import { openPostgres } from "./db/postgres.js";
import { type FaultOptions, faultsFromEnv } from "./faults.js";
import { seedIfEmpty } from "./seed/index.js";
import { type ShopSettings, shopSettingsFromEnv } from "./shop-settings.js";

export type { DemoApp } from "./app-type.js";
export type { ClientAddressEnv, TrustedProxies } from "./client-address.js";
export { parseTrustedProxies, resolveClientAddress } from "./client-address.js";
export type { AppEnv, DemoRuntime, SalesChannelContext } from "./context.js";
export { rotateContextToken, updateContext } from "./context.js";
export { parseBody, readJsonObject, StoreApiException, storeApiError } from "./errors.js";
export type { FaultOptions } from "./faults.js";
export * from "./seed/ids.js";
export type { CaptchaKind, ShopSettings } from "./shop-settings.js";
export { CAPTCHA_KINDS } from "./shop-settings.js";

/** The default sales channel access key of the demo. */
export const DEFAULT_ACCESS_KEY = "SWSCVITRINEDEMOACCESSKEY01";
/** The default public origin (media URLs are built from it). */
export const DEFAULT_PUBLIC_URL = "http://127.0.0.1:8787";

/** Options of createDemoApi. */
export interface DemoApiOptions {
  /** Database folder (default: apps/demo-api/data). */
  dataDir?: string;
  /** In-memory database (tests). */
  inMemory?: boolean;
  /** Origin media URLs are built from (default http://127.0.0.1:8787; the storefront passes its own origin). */
  publicUrl?: string;
  /** Sales channel access key (default SWSCVITRINEDEMOACCESSKEY01). */
  accessKey?: string;
  /** Fault injection; undefined reads DEMO_API_FAULTS, null switches it off. */
  faults?: FaultOptions | null;
  /**
   * A PostgreSQL server to run on instead of PGlite (`postgres://user@host:port/db`); undefined reads
   * DATABASE_URL. Several processes may share it: every state that must outlive a request is in its tables.
   */
  databaseUrl?: string;
  /**
   * Proxies whose X-Forwarded-For is believed when the backend runs as its own server; undefined reads
   * TRUSTED_PROXIES (comma-separated addresses or CIDR ranges; default none).
   */
  trustedProxies?: string;
  /**
   * Per-address limits of register, contact, newsletter, review and upload; undefined reads DEMO_API_FORM_LIMITS
   * ("off" switches them off, for test suites that register many customers from one address). Login and
   * recovery throttles are always on.
   */
  formLimits?: boolean;
  /**
   * The shop's settings (captcha, registration confirmations); undefined reads DEMO_API_CAPTCHA,
   * RECAPTCHA_SITE_KEY, DEMO_API_REQUIRE_EMAIL_CONFIRMATION and DEMO_API_REQUIRE_PASSWORD_CONFIRMATION.
   */
  settings?: Partial<ShopSettings>;
  /**
   * The test-only route `PUT /store-api/vitrine/test/shop-settings`, which switches the settings for the caller's
   * context token; undefined reads DEMO_API_TEST_SETTINGS ("1" switches it on). Never on in a real shop.
   */
  testSettings?: boolean;
}

/** A running demo API. */
export interface DemoApi {
  app: DemoApp;
  db: Database;
  /** Shared state of the routes (context store, public URL, access key). */
  runtime: DemoRuntime;
  close(): Promise<void>;
}

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(moduleDir, "..");
const runningFromBuild = path.basename(moduleDir) === "dist";

/** Where the on-disk database lives by default. */
export const DEFAULT_DATA_DIR = path.join(packageRoot, "data");

// One seeded in-memory database per process is dumped and reused: initdb and the seed run once, every further
// in-memory instance starts from the dump.
let inMemorySnapshot: Promise<Blob> | undefined;

async function seededInMemory(): Promise<PGlite> {
  const fromFile = readSnapshotFile(process.env.DEMO_API_SNAPSHOT);
  if (fromFile) return openDatabase({ inMemory: true, snapshot: fromFile });
  // From the build (dist/), the build's snapshot is the current seed; from source it might be stale.
  const bundled = runningFromBuild ? bundledSnapshot() : undefined;
  if (bundled) return openDatabase({ inMemory: true, snapshot: bundled });
  if (inMemorySnapshot) return openDatabase({ inMemory: true, snapshot: await inMemorySnapshot });
  const db = await openDatabase({ inMemory: true });
  await seedIfEmpty(db);
  inMemorySnapshot = db.dumpDataDir("none").then((file) => new Blob([file]));
  await inMemorySnapshot;
  return db;
}

/** A dump made at build time (src/db/build-snapshot.ts), used to create an on-disk database without initdb. */
function bundledSnapshot(): Blob | undefined {
  const file = path.join(packageRoot, "dist", "seed-snapshot.tar.gz");
  return existsSync(file) ? readSnapshotFile(file) : undefined;
}

/** Opens (and on first start seeds) the demo database, and builds the Store API app under /store-api. */
export async function createDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  let db: Database;
  let coordination: Coordination = localCoordination();
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const server = await openPostgres(databaseUrl);
    db = server.db;
    coordination = server.coordination;
    // Processes starting together: one migrates and seeds, the others wait for it and find it done.
    await coordination.withLock("vitrine:schema", async () => {
      await runMigrations(db);
      await seedIfEmpty(db);
    });
  } else if (options.inMemory) {
    db = await seededInMemory();
  } else {
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
    // A fresh folder starts from a seeded dump: the test run's (DEMO_API_SNAPSHOT) or the build's.
    const snapshot = fresh
      ? (readSnapshotFile(process.env.DEMO_API_SNAPSHOT) ?? bundledSnapshot())
      : undefined;
    db = await openDatabase({ dataDir, ...(snapshot ? { snapshot } : {}) });
  }
  await seedIfEmpty(db);
  const { app, ready, runtime } = buildApp({
    db,
    coordination,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    accessKey: options.accessKey ?? DEFAULT_ACCESS_KEY,
    faults: options.faults === undefined ? faultsFromEnv() : options.faults,
    trustedProxies: parseTrustedProxies(options.trustedProxies ?? process.env.TRUSTED_PROXIES),
    formLimits: options.formLimits ?? process.env.DEMO_API_FORM_LIMITS !== "off",
    settings: { ...shopSettingsFromEnv(), ...options.settings },
    testSettings: options.testSettings ?? process.env.DEMO_API_TEST_SETTINGS === "1",
  });
  // Load the catalogue before the first request, so that "started" means "answers quickly".
  await ready;
  return {
    app,
    db,
    runtime,
    close: async () => {
      if (!db.closed) {
        await runtime.contexts.flush();
        await db.close();
      }
    },
  };
}
