#!/usr/bin/env node
// Publishing hygiene for one package (run from its folder): pack it as npm would, then check the tarball
// with publint (package.json, exports, files) and @arethetypeswrong/cli (types resolve for ESM consumers).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staticImportGraph } from "../config/static-imports.mjs";

const bin = (name) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", name);

// The main entry loads no valibot (DESIGN.md section 7, #24): a page's hydration renders data the server checked,
// and a package's calls load their schemas with the first request. A schema module imported here would be kept
// by the shop's bundler even unused (its top-level schema calls count as side effects).
const VALIDATION = /^(valibot|@vitrine\/[^/]+\/schemas)$/;
const main = JSON.parse(readFileSync("package.json", "utf8")).exports?.["."]?.import;
if (main) {
  const loaded = [...new Set([...staticImportGraph(main).values()].flat())].filter((specifier) =>
    VALIDATION.test(specifier),
  );
  if (loaded.length > 0) {
    console.error(
      `✖ ${main} loads ${loaded.join(", ")} statically: move the schemas to ./schemas, load them lazily`,
    );
    process.exit(1);
  }
}

const out = mkdtempSync(path.join(tmpdir(), "vitrine-pack-"));
function must(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}
try {
  must("pnpm", ["pack", "--pack-destination", out]);
  const tarball = path.join(
    out,
    readdirSync(out).find((name) => name.endsWith(".tgz")),
  );
  must(bin("publint"), ["run", tarball, "--strict"]);
  // Stylesheets are exported for bundlers, not for TypeScript: attw need not resolve types for them.
  const { exports = {} } = JSON.parse(readFileSync("package.json", "utf8"));
  const stylesheets = Object.keys(exports).filter((entry) => entry.endsWith(".css"));
  const exclude = stylesheets.length > 0 ? ["--exclude-entrypoints", ...stylesheets] : [];
  must(bin("attw"), [tarball, "--profile", "esm-only", "--format", "table-flipped", ...exclude]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
