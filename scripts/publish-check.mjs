#!/usr/bin/env node
// Publishing hygiene for one package (run from its folder): pack it as npm would, then check the tarball with
// publint (package.json, exports, files), @arethetypeswrong/cli (types resolve for ESM consumers) and the manifest
// rules of config/package-manifest.mjs (licence, repository, homepage, bugs, sideEffects, changelog, no private
// workspace package). `release:dry-run` runs the same check on every package, with their prepack builds.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { manifestProblems, privateWorkspacePackages, ROOT } from "../config/package-manifest.mjs";
import { staticImportGraph } from "../config/static-imports.mjs";

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

// The main entry loads no valibot (DESIGN.md section 7, #24): a page's hydration renders data the server checked,
// and a package's calls load their schemas with the first request. A schema module imported here would be kept
// by the shop's bundler even unused (its top-level schema calls count as side effects).
const VALIDATION = /^(valibot|@vitrine\/[^/]+\/schemas)$/;

function mainEntryProblems(dir) {
  const main = readJson(path.join(dir, "package.json")).exports?.["."]?.import;
  if (!main) return [];
  const loaded = [...new Set([...staticImportGraph(path.join(dir, main)).values()].flat())].filter(
    (specifier) => VALIDATION.test(specifier),
  );
  return loaded.length > 0
    ? [`${main} loads ${loaded.join(", ")} statically: move the schemas to ./schemas, load them lazily`]
    : [];
}

/** Every file in a tarball, relative to its `package/` folder. */
function tarballFiles(tarball, into) {
  const result = spawnSync("tar", ["-xzf", tarball, "-C", into], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`cannot unpack ${tarball}: ${result.stderr}`);
  const walk = (dir, prefix = "") =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
  return walk(path.join(into, "package"));
}

/**
 * Packs the package in `dir` and checks the tarball. `prepack: false` packs what is built (the test command builds
 * every package first); `prepack: true` lets the package's prepack build it, as `pnpm publish` does.
 * Returns true when every check passed; the tools print their own findings.
 */
export function checkPackage(dir, { prepack = false } = {}) {
  const name = readJson(path.join(dir, "package.json")).name;
  const out = mkdtempSync(path.join(tmpdir(), "vitrine-pack-"));
  const run = (command, args) => spawnSync(command, args, { cwd: dir, stdio: "inherit" }).status === 0;
  try {
    if (
      !run("pnpm", ["pack", "--pack-destination", out, ...(prepack ? [] : ["--config.ignore-scripts=true"])])
    )
      return false;
    const tarball = path.join(
      out,
      readdirSync(out).find((file) => file.endsWith(".tgz")),
    );
    const unpacked = mkdtempSync(path.join(out, "unpacked-"));
    const files = tarballFiles(tarball, unpacked);
    const inTarball = (file) => path.join(unpacked, "package", file);
    const problems = [
      ...mainEntryProblems(dir),
      ...manifestProblems({
        manifest: readJson(inTarball("package.json")),
        files,
        licence: readFileSync(path.join(ROOT, "LICENSE"), "utf8"),
        licenceInTarball: existsSync(inTarball("LICENSE"))
          ? readFileSync(inTarball("LICENSE"), "utf8")
          : undefined,
        rootManifest: readJson(path.join(ROOT, "package.json")),
        privatePackages: privateWorkspacePackages(),
      }),
    ];
    for (const problem of problems) console.error(`✖ ${name}: ${problem}`);
    if (problems.length > 0) return false;
    if (!run(bin("publint"), ["run", tarball, "--strict"])) return false;
    // Stylesheets are exported for bundlers, not for TypeScript: attw need not resolve types for them.
    const { exports = {} } = readJson(path.join(dir, "package.json"));
    const stylesheets = Object.keys(exports).filter((entry) => entry.endsWith(".css"));
    const exclude = stylesheets.length > 0 ? ["--exclude-entrypoints", ...stylesheets] : [];
    return run(bin("attw"), [tarball, "--profile", "esm-only", "--format", "table-flipped", ...exclude]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(checkPackage(process.cwd()) ? 0 : 1);
}
