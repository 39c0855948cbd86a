#!/usr/bin/env node
// `pnpm release:dry-run`: everything `pnpm release` does short of uploading, with no npm credentials. Each package
// is packed as `pnpm publish` packs it (its prepack builds it and the packages it needs, from turbo's cache when
// nothing changed) and the tarball is checked (publint, attw, the manifest rules of config/package-manifest.mjs);
// then the pending changesets are applied to a scratch copy to show the versions the release would publish.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../config/package-manifest.mjs";
import { checkPackage } from "./publish-check.mjs";
import { planProblems, planRelease } from "./release-plan.mjs";

// No credentials: the dry run must pass on a fork or a fresh clone as it does in CI.
for (const name of ["NPM_TOKEN", "NODE_AUTH_TOKEN", "npm_config__authToken"]) delete process.env[name];

const failed = [];
for (const name of readdirSync(path.join(ROOT, "packages")).sort()) {
  console.log(`\n▶ release:dry-run: packing and checking packages/${name}`);
  if (!checkPackage(path.join(ROOT, "packages", name), { prepack: true })) failed.push(name);
}

console.log(
  "\n▶ release:dry-run: the versions the pending changesets give (changeset version on a scratch copy)",
);
const { first: plan } = planRelease();
for (const { name, from, to } of plan) console.log(`  ${name}: ${from} → ${to}`);
const problems = [
  ...planProblems(plan),
  ...failed.map((name) => `packages/${name} fails its publish checks`),
];
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`\n✔ release:dry-run: ${plan.length} packages would publish; nothing was uploaded`);
