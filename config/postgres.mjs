// The one home of how the tests get a PostgreSQL server: the distribution's binaries (Debian's `postgresql`), a
// private data folder and port, stopped after. The test command installs the package when it is missing; a test
// run on its own starts a server here too. Plain ESM so node scripts import it as is; types in postgres.d.mts.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The folder of the server binaries (initdb, postgres), newest major first, or undefined. */
export function postgresBinDir() {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors
    .map((major) => path.join(root, major, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The server refuses to run as root: as root it runs as Debian's `postgres` user. */
function asServerUser(command, args) {
  return isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function postgresIds() {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/**
 * Starts a private server: a new data folder under the system's temp folder, loopback only, a free port, trust
 * authentication for the `vitrine` user (nothing else can reach it). Resolves when it accepts connections, with
 * the URL of its `vitrine` database and `stop()`, which shuts it down and deletes the folder.
 */
export async function startPostgres(options = {}) {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL's server binaries were not found (Debian: `apt-get install -y postgresql`, or set POSTGRES_BIN_DIR).",
    );
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-postgres-"));
  const dataDir = path.join(folder, "data");
  const socketDir = path.join(folder, "socket");
  const port = options.port ?? (await freePort());
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chmodSync(folder, 0o755);
    chownSync(folder, uid, gid);
  }
  const [initCommand, initArgs] = asServerUser(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "vitrine",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  execFileSync(initCommand, initArgs, { stdio: "ignore" });
  // A test server: no durability work that a crash of the machine would need (the tests kill processes, not it).
  writeFileSync(
    path.join(dataDir, "postgresql.auto.conf"),
    ["fsync = off", "synchronous_commit = off", "full_page_writes = off", "max_connections = 200", ""].join(
      "\n",
    ),
  );
  execFileSync(...asServerUser("mkdir", [socketDir]), { stdio: "ignore" });
  const [serverCommand, serverArgs] = asServerUser(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-k",
    socketDir,
  ]);
  const server = spawn(serverCommand, serverArgs, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  server.stderr.on("data", (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const ready = await waitForReady(bin, port, exited);
  if (!ready) {
    server.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}:\n${log}`);
  }
  const base = `postgres://vitrine@127.0.0.1:${port}`;
  /** Creates an empty database on the server and answers its URL. */
  const createDatabase = (name) => {
    execFileSync(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "vitrine", name]);
    return `${base}/${name}`;
  };
  return {
    url: createDatabase("vitrine"),
    /** The URL of another database on the same server, created empty. */
    createDatabase,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        // The server's fast shutdown: open connections are ended, then it exits.
        execFileSync(...asServerUser(path.join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w"]), {
          stdio: "ignore",
        });
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitForReady(bin, port, exited) {
  let stopped = false;
  exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !stopped) {
    try {
      execFileSync(path.join(bin, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port)], {
        stdio: "ignore",
      });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}
