#!/usr/bin/env node
// Publishing hygiene for one package (run from its folder): pack it as npm would, then check the tarball
// with publint (package.json, exports, files) and @arethetypeswrong/cli (types resolve for ESM consumers).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const bin = (name) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", name);

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
