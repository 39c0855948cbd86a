#!/usr/bin/env node
// The two README commands: `npm start` (install, build, serve the demo shop) and `npm test` (every check).
// They need nothing but Node and npm: pnpm is fetched into .tools/ when the machine has no matching one,
// and the test command installs Debian's chromium when it is missing and we are allowed to (root + apt-get).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresBinDir } from "../config/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { packageManager } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const pnpmVersion = packageManager.split("@")[1];
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") };

function log(message) {
  console.log(`\n▶ vitrine: ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ vitrine: \`${command} ${args.join(" ")}\` failed with exit code ${status}`);
    process.exit(status);
  }
}

function hasPnpm() {
  const result = spawnSync("pnpm", ["--version"], { env, encoding: "utf8" });
  return result.status === 0 && result.stdout.trim() === pnpmVersion;
}

function ensurePnpm() {
  const toolsBin = path.join(root, ".tools", "node_modules", ".bin");
  env.PATH = `${toolsBin}${path.delimiter}${env.PATH}`;
  if (hasPnpm()) return;
  log(`installing pnpm ${pnpmVersion} into .tools/`);
  must("npm", ["install", "--no-save", "--no-package-lock", "--prefix", ".tools", `pnpm@${pnpmVersion}`]);
}

function install() {
  log("installing dependencies");
  must("pnpm", ["install", "--frozen-lockfile"]);
}

function chromePath() {
  const candidates = [
    env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

function ensureChromium() {
  let found = chromePath();
  if (!found) {
    if (!canApt()) {
      console.error(
        "\n✖ vitrine: the browser tests need Chromium. Install it (Debian: `apt-get install -y chromium`)\n" +
          "  or point CHROME_PATH at a Chrome or Chromium binary, then run the tests again.",
      );
      process.exit(1);
    }
    log("installing Debian's chromium for the browser tests");
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    must("apt-get", ["update", "-qq"], { env: aptEnv });
    must("apt-get", ["install", "-y", "-qq", "chromium"], { env: aptEnv });
    found = chromePath();
  }
  env.CHROME_PATH = found;
}

/** True when we may install Debian packages ourselves: root with apt-get. */
function canApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

/**
 * The scale-out tests run the backend on a real PostgreSQL server, which each test starts privately from the
 * distribution's binaries (config/postgres.mjs). Installs Debian's `postgresql` when they are missing, without
 * the cluster and service the package would otherwise create and start.
 */
function ensurePostgres() {
  if (postgresBinDir()) return;
  if (!canApt()) {
    console.error(
      "\n✖ vitrine: the scale-out tests need PostgreSQL's server binaries. Install them (Debian: `apt-get install -y\n" +
        "  postgresql`) or point POSTGRES_BIN_DIR at the folder with initdb and postgres, then run the tests again.",
    );
    process.exit(1);
  }
  log("installing Debian's postgresql for the scale-out tests");
  const config = "/etc/postgresql-common/createcluster.conf";
  if (!existsSync(config)) {
    mkdirSync(path.dirname(config), { recursive: true });
    writeFileSync(
      config,
      "# The tests start private servers: no default cluster.\ncreate_main_cluster = false\n",
    );
  }
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  must("apt-get", ["update", "-qq"], { env: aptEnv });
  must("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], { env: aptEnv });
}

function runDemo() {
  ensurePnpm();
  install();
  log("building the demo shop and the packages it uses");
  must("pnpm", ["turbo", "run", "build", "--filter=demo...", "--concurrency=2", "--output-logs=errors-only"]);
  log(`starting the demo shop on http://localhost:${env.PORT ?? 3000} (Ctrl-C stops it)`);
  // The server itself, not through pnpm: Ctrl-C then ends it quietly instead of pnpm reporting a failed script.
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: path.join(root, "apps", "demo"),
    stdio: "inherit",
    env: { ...env, NODE_ENV: "production" },
  });
  const stop = (signal) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}

/** The JSON reports the runners write (vitest per package and for the stories, Playwright for end to end). */
function testReports() {
  const reports = [
    path.join(root, "reports", "stories.json"),
    path.join(root, "reports", "stories-built.json"),
  ];
  // The example apps' end-to-end tests (scripts/examples.mjs), one report per app.
  for (const app of readdirSync(path.join(root, "examples"), { withFileTypes: true }))
    if (app.isDirectory() && existsSync(path.join(root, "examples", app.name, "package.json")))
      reports.push(path.join(root, "reports", `examples-${app.name}.json`));
  for (const group of ["packages", "apps"]) {
    for (const name of readdirSync(path.join(root, group))) {
      for (const file of ["vitest.json", "e2e.json"])
        reports.push(path.join(root, group, name, "reports", file));
    }
  }
  return reports;
}

/** Adds up passed and failed tests over every report: vitest's numPassedTests, Playwright's stats. */
function countTests() {
  let passed = 0;
  let failed = 0;
  for (const file of testReports().filter(existsSync)) {
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (report.stats) {
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
    }
  }
  return { passed, failed };
}

function runTests() {
  const started = Date.now();
  for (const file of testReports()) rmSync(file, { force: true });
  ensurePnpm();
  install();
  ensureChromium();
  ensurePostgres();
  const steps = [
    ["lint and format (biome)", ["lint"]],
    ["types of the root Storybook and vitest configuration", ["typecheck:root"]],
    [
      "the package generator, publish-check rules and a scratch changeset version (node --test)",
      ["test:scripts"],
    ],
    [
      "build, unit and contract tests, sizes, publish checks, the apps' types",
      [
        "turbo",
        "run",
        "build",
        "test",
        "size",
        "publish-check",
        "demo#typecheck",
        "demo-api#typecheck",
        "--concurrency=2",
      ],
    ],
    // One program for every package's types: each file and each dependency's types read once, where every
    // package's own `typecheck` read core's and React's again (about 190 s of the machine's time, 17 s here).
    ["types of every package, sources, tests and stories in one program", ["typecheck:packages"]],
    [
      "the package READMEs' quick starts, type-checked as written against the built packages",
      ["test:readmes"],
    ],
    ["story tests in Chromium (play functions and axe)", ["test:stories"]],
    // The same stories in the built Storybook a designer opens (production build, static media, a 1280 px window):
    // what only the build or a wide window shows, and every Docs page.
    ["the built Storybook: every story and Docs page at 1280 px", ["test:stories:built"]],
    ["end-to-end tests against the built demo", ["turbo", "run", "test:e2e", "--concurrency=1"]],
    // The same built demo: JavaScript before interaction and HTML per page against DESIGN.md section 7's budgets.
    ["the page-weight benchmark against the built demo", ["--filter", "demo", "bench:weight"]],
    // After the packages' build: packs them, installs each example app from the tarballs, builds it, runs its e2e.
    ["the example apps (Vite, Next.js, React Router) from packed packages", ["test:examples"]],
  ];
  const timings = [];
  for (const [title, args] of steps) {
    log(title);
    const stepStarted = Date.now();
    must("pnpm", args);
    timings.push(`${title}: ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
  }
  log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n  ${timings.join("\n  ")}`);
  const { passed, failed } = countTests();
  console.log(`\n${passed} passed, ${failed} failed`);
}

const command = process.argv[2];
if (command === "demo") runDemo();
else if (command === "test") runTests();
else {
  console.error("usage: node scripts/vitrine.mjs demo|test");
  process.exit(2);
}
