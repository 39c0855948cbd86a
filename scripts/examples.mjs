#!/usr/bin/env node
// The example apps (examples/*) as an agency would build them, outside the monorepo: the @vitrine packages they
// use are packed into tarballs, each app is copied to a scratch folder and installed with npm from those tarballs
// and the npm registry (no workspace links), built, measured (the JavaScript the Vitrine packages add, gzip), and
// its end-to-end test runs against demo-api in memory. One app at a time: Next.js builds are heavy.
//
// Needs the packages and demo-api built (`pnpm turbo run build`). `node scripts/examples.mjs [app…]` runs the
// named apps only. The test command runs it after the packages' build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { decodedMappings, FlattenMap } from "@jridgewell/trace-mapping";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const examples = path.join(root, "examples");
// Outside the repository, so that nothing resolves from the monorepo's node_modules; one folder per checkout.
const scratch = path.join(
  os.tmpdir(),
  "vitrine-examples",
  createHash("sha256").update(root).digest("hex").slice(0, 8),
);

/**
 * How each app starts (PORT and HOST come from the environment) and where its browser JavaScript is built.
 * Every app is started with its own CLI from its scratch folder.
 */
const APPS = {
  "vite-spa": {
    title: "Vite SPA, no router (page loads)",
    start: 'npx vite preview --strictPort --host "$HOST" --port "$PORT"',
    browserOutput: "dist/assets",
  },
  "next-app": {
    title: "Next.js App Router",
    start: 'npx next start --hostname "$HOST" --port "$PORT"',
    browserOutput: ".next/static",
  },
  "react-router": {
    title: "React Router framework mode",
    start: "npx react-router-serve ./build/server/index.js",
    browserOutput: "build/client/assets",
  },
};

const env = {
  ...process.env,
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  NEXT_TELEMETRY_DISABLED: "1",
};
// pnpm's own setting, which npm (the apps' package manager) warns about.
delete env.npm_config_verify_deps_before_run;

function must(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env, ...options });
  if (result.status !== 0) {
    console.error(
      `\n✖ examples: \`${command} ${args.join(" ")}\` failed (${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

/** Packs each named package (`pnpm pack` turns workspace ranges into versions); answers name → tarball path. */
function pack(names) {
  const folder = path.join(scratch, "tarballs");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const tarballs = {};
  for (const name of names) {
    const dir = path.join(root, "packages", name.replace("@vitrine/", ""));
    const before = new Set(readdirSync(folder));
    // The packages are built already (checked above): their `prepack` build would only ask turbo again.
    must("pnpm", ["pack", "--pack-destination", folder, "--config.ignore-scripts=true"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const [tarball] = readdirSync(folder).filter((file) => !before.has(file));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name] = path.join(folder, tarball);
  }
  return tarballs;
}

/** Copies the app's sources to its scratch folder (keeping node_modules) with its @vitrine dependencies on tarballs. */
function prepare(app, tarballs) {
  const target = path.join(scratch, app);
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target))
    if (entry !== "node_modules") rmSync(path.join(target, entry), { recursive: true, force: true });
  // A fresh copy of the packed packages every time (npm keeps an installed file: dependency otherwise).
  rmSync(path.join(target, "node_modules", "@vitrine"), { recursive: true, force: true });
  cpSync(path.join(examples, app), target, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|build|\.next|\.react-router)$/.test(source),
  });
  const manifestFile = path.join(target, "package.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  for (const name of Object.keys(manifest.dependencies))
    if (name.startsWith("@vitrine/")) manifest.dependencies[name] = `file:${tarballs[name]}`;
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return target;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => statSync(file).isFile());
}

/** Sources of the Vitrine packages, and of the libraries they bring (their dependencies and the jotai peer). */
const VITRINE = /[\\/]@vitrine[\\/]/;
const BROUGHT = /[\\/]node_modules[\\/](valibot|ky|jotai)[\\/]/;

/**
 * The JavaScript of the Vitrine packages in an app's browser build, gzip: each built file's bytes that its source
 * map gives to a source under `@vitrine/` (`own`), and with the libraries they bring (`withLibraries`: valibot,
 * ky, jotai), gzipped per file (as the browser loads them) and added up. `only`: the file names to count.
 */
export function vitrineShare(dir, only) {
  const own = { raw: 0, gzip: 0, files: 0 };
  const withLibraries = { raw: 0, gzip: 0, files: 0 };
  const add = (total, text) => {
    if (!text) return;
    total.files++;
    total.raw += Buffer.byteLength(text);
    total.gzip += gzipSync(text, { level: 9 }).length;
  };
  const files = filesUnder(dir).filter((name) => /\.m?js$/.test(name));
  for (const file of only ? files.filter((name) => only.has(path.basename(name))) : files) {
    const code = readFileSync(file, "utf8");
    // The map the file names (Turbopack's maps have names of their own), else the file's name with `.map`.
    const named = [...code.matchAll(/\/\/# sourceMappingURL=(\S+)/g)].at(-1)?.[1];
    const mapFile =
      named && !named.startsWith("data:") ? path.resolve(path.dirname(file), named) : `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = new FlattenMap(JSON.parse(readFileSync(mapFile, "utf8")), mapFile);
    const kind = map.sources.map((source) =>
      VITRINE.test(source ?? "") ? 2 : BROUGHT.test(source ?? "") ? 1 : 0,
    );
    const lines = code.split("\n");
    let ownText = "";
    let broughtText = "";
    decodedMappings(map).forEach((segments, line) => {
      const text = lines[line] ?? "";
      segments.forEach((segment, index) => {
        const of = segment.length === 1 ? 0 : kind[segment[1]];
        if (!of) return;
        const piece = text.slice(segment[0], segments[index + 1]?.[0] ?? text.length);
        if (of === 2) ownText += piece;
        broughtText += piece;
      });
    });
    add(own, ownText);
    add(withLibraries, broughtText);
  }
  return { own, withLibraries };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const describe = ({ own, withLibraries }) =>
  `${kb(own.gzip)} gzip own code (${kb(own.raw)} minified, ${own.files} files), ` +
  `${kb(withLibraries.gzip)} gzip with valibot, ky and jotai`;

async function main() {
  const only = process.argv.slice(2);
  const apps = Object.keys(APPS).filter((app) => !only.length || only.includes(app));
  mkdirSync(scratch, { recursive: true });
  const manifests = apps.map((app) =>
    JSON.parse(readFileSync(path.join(examples, app, "package.json"), "utf8")),
  );
  const names = [...new Set(manifests.flatMap((manifest) => Object.keys(manifest.dependencies)))].filter(
    (name) => name.startsWith("@vitrine/"),
  );
  const unbuilt = [
    ...names.map((name) => `packages/${name.replace("@vitrine/", "")}/dist`),
    "apps/demo-api/dist",
  ].filter((dir) => !existsSync(path.join(root, dir)));
  if (unbuilt.length) {
    console.error(
      `✖ examples: build the packages and demo-api first (pnpm turbo run build); missing ${unbuilt.join(", ")}`,
    );
    process.exit(1);
  }
  console.log(`▶ examples: packing ${names.join(", ")}`);
  const tarballs = pack(names);
  const results = [];
  for (const app of apps) {
    const { title, start, browserOutput } = APPS[app];
    const started = Date.now();
    console.log(`\n▶ examples: ${app} (${title}) in ${path.join(scratch, app)}`);
    const dir = prepare(app, tarballs);
    must("npm", ["install", "--no-audit", "--prefer-offline", "--loglevel=error"], { cwd: dir });
    must("npm", ["run", "build"], { cwd: dir });
    const size = vitrineShare(path.join(dir, browserOutput));
    if (!size.own.files)
      throw new Error(`${app}: no Vitrine code found in ${browserOutput} (source maps missing?)`);
    console.log(`  Vitrine in the build (every chunk, lazy ones too): ${describe(size)}`);
    const report = path.join(root, "reports", `examples-${app}.json`);
    const pageLoad = path.join(scratch, `${app}.page-load.json`);
    rmSync(pageLoad, { force: true });
    must(
      path.join(root, "node_modules", ".bin", "playwright"),
      ["test", "--config", "examples/playwright.config.ts"],
      {
        cwd: root,
        env: {
          ...env,
          EXAMPLE_NAME: app,
          EXAMPLE_DIR: dir,
          EXAMPLE_START: start,
          EXAMPLE_PORT: await freePort(),
          DEMO_API_PORT: await freePort(),
          EXAMPLE_REPORT: report,
          EXAMPLE_PAGE_LOAD: pageLoad,
        },
      },
    );
    // The scripts the home page has loaded once it is loaded and hydrated (the e2e wrote their paths).
    const loaded = new Set(JSON.parse(readFileSync(pageLoad, "utf8")).map((url) => path.posix.basename(url)));
    const atLoad = vitrineShare(path.join(dir, browserOutput), loaded);
    results.push({ app, title, size, atLoad, seconds: Math.round((Date.now() - started) / 1000) });
  }
  console.log("\n▶ examples: the JavaScript the Vitrine packages add to each app's browser build");
  for (const { app, title, size, atLoad, seconds } of results)
    console.log(
      `  ${app} (${title}), install, build and test ${seconds} s\n` +
        `    whole build (every chunk, lazy ones too): ${describe(size)}\n` +
        `    home page, loaded and hydrated:           ${describe(atLoad)}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
