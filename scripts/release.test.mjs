// Releases a maintainer can trust (issue #41): the next `changeset version`, run on a scratch copy of the
// repository, keeps every package at 0.x with minors (no major from the packages' peer ranges on each other),
// and writes first release notes that summarise each package for its users; the CI release job runs the test
// command once and the repository's own release scripts.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import yaml from "js-yaml";
import { ROOT } from "../config/package-manifest.mjs";
import { planProblems, planRelease } from "./release-plan.mjs";

/** Every package of packages/: all are published. */
const publishedPackages = readdirSync(path.join(ROOT, "packages"))
  .map((folder) => JSON.parse(readFileSync(path.join(ROOT, "packages", folder, "package.json"), "utf8")).name)
  .sort();

describe("changeset version on a scratch copy", () => {
  const { first, next } = planRelease({
    nextChangesets: { "core-next-minor.md": '---\n"@vitrine/core": minor\n---\n\nA new feature of core.\n' },
  });

  test("the first release keeps every package at 0.x with a minor: none gets a major", () => {
    assert.deepEqual(first.map(({ name }) => name).sort(), publishedPackages);
    assert.deepEqual(planProblems(first), []);
    for (const { name, from, to } of first) assert.match(to, /^0\.[1-9]\d*\.0$/, `${name}: ${from} → ${to}`);
  });

  test("a minor of core after the first release keeps the dependents at 0.x: their peer ranges still accept it", () => {
    assert.deepEqual(planProblems(next), []);
    const core = next.find(({ name }) => name === "@vitrine/core");
    const cart = next.find(({ name }) => name === "@vitrine/cart");
    assert.equal(core.from, first.find(({ name }) => name === "@vitrine/core").to);
    assert.match(core.to, /^0\.[2-9]\d*\.0$/);
    assert.equal(cart.to, core.to);
    assert.equal(cart.peerDependencies["@vitrine/core"], "workspace:0.x");
  });

  test("the first release notes summarise each package: its own summary, no other package's notes, no dependency noise", () => {
    for (const { name, to, changelog } of first) {
      assert.equal(changelog.match(/^## /gm)?.length, 1, `${name}: one release in its first changelog`);
      assert.match(changelog, new RegExp(`^## ${to.replaceAll(".", "\\.")}$`, "m"));
      assert.ok(changelog.includes(`First release of \`${name}\``), `${name}: summarises the package`);
      const others = [...changelog.matchAll(/First release of `(@vitrine\/[a-z-]+)`/g)].map(
        ([, other]) => other,
      );
      assert.deepEqual(others, [name], `${name}: no other package's first-release notes`);
      assert.doesNotMatch(changelog, /Updated dependencies/, `${name}: no bare dependency lines`);
      assert.doesNotMatch(changelog, /^- [0-9a-f]{7}: /m, `${name}: no commit hashes`);
    }
  });
});

describe("the CI release job (.github/workflows/release.yml)", () => {
  const file = readFileSync(path.join(ROOT, ".github/workflows/release.yml"), "utf8");
  const workflow = yaml.load(file);
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const steps = (job) => workflow.jobs[job].steps;
  const runs = (job) => steps(job).flatMap((step) => (step.run ? [step.run.trim()] : []));
  const everyRun = Object.keys(workflow.jobs).flatMap(runs);

  test("parses, runs on pushes to main, and may sign npm provenance", () => {
    assert.deepEqual(workflow.on.push.branches, ["main"]);
    assert.equal(workflow.permissions["id-token"], "write");
    assert.equal(workflow.permissions.contents, "write");
  });

  test("runs the whole test command once, through .ci/run, and releases only after it passed", () => {
    assert.deepEqual(
      everyRun.filter((command) => /(^|\s)(\.ci\/run|(npm|pnpm)( run)? test)(\s|$)/.test(command)),
      [".ci/run"],
    );
    assert.deepEqual(runs("test"), [".ci/run"]);
    assert.equal(workflow.jobs.release.needs, "test");
    assert.ok(
      !runs("release").some((command) => /\btest\b|\bcheck\b/.test(command)),
      "the release job tests nothing again",
    );
  });

  test("the release job calls the same commands as release:dry-run and the README: pnpm, Node 20, changesets", () => {
    const release = steps("release");
    assert.ok(release.some((step) => step.uses?.startsWith("pnpm/action-setup@")));
    const node = release.find((step) => step.uses?.startsWith("actions/setup-node@"));
    assert.equal(node.with["node-version"], 20);
    assert.equal(node.with["registry-url"], "https://registry.npmjs.org");
    assert.deepEqual(runs("release"), ["pnpm install --frozen-lockfile", "pnpm release:dry-run"]);
    assert.equal(scripts["release:dry-run"], "node scripts/release-dry-run.mjs");
    const changesets = release.at(-1);
    assert.match(changesets.uses, /^changesets\/action@v1$/);
    // Each command the action runs is a script of the repository (the ones the README and the dry run describe).
    for (const command of [changesets.with.version, changesets.with.publish]) {
      const [tool, script] = command.split(" ");
      assert.equal(tool, "pnpm");
      assert.ok(scripts[script], `${command}: package.json has the script`);
    }
    assert.equal(scripts[changesets.with.version.split(" ")[1]], "changeset version");
    assert.match(scripts[changesets.with.publish.split(" ")[1]], /changeset publish$/);
    assert.equal(changesets.env.NPM_CONFIG_PROVENANCE, "true");
    assert.match(changesets.env.NODE_AUTH_TOKEN, /^\$\{\{ secrets\.NPM_TOKEN \}\}$/);
  });

  test("the README shows the workflow as it is", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const block = /`\.github\/workflows\/release\.yml`:\n\n```yaml\n([\s\S]*?)```\n/.exec(readme)?.[1];
    assert.equal(block, file);
  });
});
