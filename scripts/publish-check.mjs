#!/usr/bin/env node
// Publishing hygiene for one package (run from its folder): pack it as npm would, then check the tarball
// with publint (package.json, exports, files) and @arethetypeswrong/cli (types resolve for ESM consumers).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
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
  must(bin("attw"), [tarball, "--profile", "esm-only", "--format", "table-flipped"]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
