#!/usr/bin/env node
// What the next `changeset version` would do, without touching the repository: copies the files it reads (the
// manifests, .changeset/, the changelogs and the changelog generator) to a scratch folder, runs it there and
// reads back every package's new version and changelog. `node scripts/release-plan.mjs` prints the plan and fails
// when a package would leave 0.x or take a major bump: until 1.0 is decided, releases are minors and patches.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "../config/package-manifest.mjs";

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The workspace folders of the published packages and the apps (what changesets reads). */
function workspaceFolders(root) {
  return ["packages", "apps"].flatMap((group) =>
    readdirSync(path.join(root, group))
      .filter((name) => existsSync(path.join(root, group, name, "package.json")))
      .map((name) => path.join(group, name)),
  );
}

function copyFrom(from, to, file) {
  if (existsSync(path.join(from, file)))
    cpSync(path.join(from, file), path.join(to, file), { recursive: true });
}

/**
 * Runs `changeset version` on a scratch copy of `root`. Returns `first`: per package, its version before and after
 * and the CHANGELOG.md it would publish. `nextChangesets` (file name → text) describe a later release: added after
 * the first `changeset version`, with a second run after them, whose plan is `next`.
 */
export function planRelease({ root = ROOT, nextChangesets } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), "vitrine-release-"));
  const released = mkdtempSync(path.join(tmpdir(), "vitrine-released-"));
  try {
    const folders = workspaceFolders(root);
    for (const file of ["package.json", "pnpm-workspace.yaml", ".changeset", "config/changelog.cjs"])
      copyFrom(root, scratch, file);
    for (const folder of folders)
      for (const file of ["package.json", "CHANGELOG.md"]) copyFrom(root, scratch, path.join(folder, file));
    const changeset = path.join(root, "node_modules", "@changesets", "cli", "bin.js");
    const version = () => {
      const result = spawnSync(process.execPath, [changeset, "version"], { cwd: scratch, encoding: "utf8" });
      if (result.status !== 0) throw new Error(`changeset version failed:\n${result.stdout}${result.stderr}`);
    };
    /** Each published package's version in `before` and now in the scratch copy, and its changelog there. */
    const read = (before) =>
      folders
        .map((folder) => {
          const old = readJson(path.join(before, folder, "package.json"));
          const now = readJson(path.join(scratch, folder, "package.json"));
          const changelog = path.join(scratch, folder, "CHANGELOG.md");
          return {
            name: now.name,
            private: Boolean(now.private),
            from: old.version,
            to: now.version,
            peerDependencies: now.peerDependencies ?? {},
            changelog: existsSync(changelog) ? readFileSync(changelog, "utf8") : "",
          };
        })
        .filter((release) => !release.private);
    version();
    const first = read(root);
    if (!nextChangesets) return { first };
    for (const folder of folders) copyFrom(scratch, released, path.join(folder, "package.json"));
    for (const [file, text] of Object.entries(nextChangesets))
      writeFileSync(path.join(scratch, ".changeset", file), text);
    version();
    return { first, next: read(released) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(released, { recursive: true, force: true });
  }
}

/** Why a release plan breaks the "0.x with minors until 1.0" promise; empty when it keeps it. */
export function planProblems(plan) {
  return plan.flatMap(({ name, from, to }) => {
    const [fromMajor] = from.split(".").map(Number);
    const [toMajor] = to.split(".").map(Number);
    if (toMajor !== 0)
      return [`${name} would go from ${from} to ${to}: versions stay 0.x until 1.0 is decided`];
    if (toMajor > fromMajor) return [`${name} would take a major bump (${from} → ${to})`];
    return [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { first: plan } = planRelease();
  for (const { name, from, to } of plan) console.log(`${name}: ${from} → ${to}`);
  const problems = planProblems(plan);
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
