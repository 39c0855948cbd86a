// Releases a maintainer can trust (issue #41): the next `changeset version`, run on a scratch copy of the
// repository, keeps every package at 0.x with minors (no major from the packages' peer ranges on each other),
// and writes first release notes that summarise each package for its users.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
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
