// The manifest rules publish-check applies to every packed tarball (issue #41): a tarball that misses the licence,
// the repository, homepage or bugs links, the changelog, keeps no stylesheet as a side effect, or names a private
// workspace package fails the check.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { manifestProblems, privateWorkspacePackages, ROOT } from "../config/package-manifest.mjs";

const rootManifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const licence = readFileSync(path.join(ROOT, "LICENSE"), "utf8");
const cart = {
  name: "@vitrine/cart",
  license: "MIT",
  repository: { ...rootManifest.repository, directory: "packages/cart" },
  homepage: "https://github.com/vitrine/vitrine/tree/main/packages/cart#readme",
  bugs: { url: "https://github.com/vitrine/vitrine/issues" },
  sideEffects: ["*.css"],
  exports: { ".": { import: "./dist/index.js" }, "./styles.css": "./dist/styles.css" },
  peerDependencies: { "@vitrine/core": "0.x", react: "^19.0.0" },
  devDependencies: { vitest: "4.1.12" },
};
const files = ["package.json", "README.md", "LICENSE", "CHANGELOG.md", "dist/index.js", "dist/styles.css"];
const check = (manifest, overrides = {}) =>
  manifestProblems({
    manifest,
    files,
    licence,
    licenceInTarball: licence,
    rootManifest,
    privatePackages: privateWorkspacePackages(),
    ...overrides,
  });
const without = (field) => Object.fromEntries(Object.entries(cart).filter(([key]) => key !== field));

describe("publish-check's manifest rules", () => {
  test("a complete tarball passes", () => {
    assert.deepEqual(check(cart), []);
  });

  test("the private apps are the workspace packages no manifest may name", () => {
    assert.deepEqual(privateWorkspacePackages().sort(), ["demo", "demo-api"]);
  });

  test("a tarball without LICENSE, README or CHANGELOG fails", () => {
    for (const file of ["LICENSE", "README.md", "CHANGELOG.md"])
      assert.match(
        check(cart, { files: files.filter((f) => f !== file) }).join("\n"),
        new RegExp(`no ${file}`),
      );
    assert.match(check(cart, { licenceInTarball: "ISC" }).join("\n"), /LICENSE differs/);
    assert.match(check({ ...cart, license: "ISC" }).join("\n"), /"license" is "ISC"/);
  });

  test("a manifest without repository (with its directory), homepage or bugs fails", () => {
    assert.match(check(without("repository")).join("\n"), /repository\.url/);
    assert.match(check({ ...cart, repository: rootManifest.repository }).join("\n"), /"packages\/cart"/);
    assert.match(check(without("homepage")).join("\n"), /"homepage" is missing/);
    assert.match(check(without("bugs")).join("\n"), /"bugs\.url" is missing/);
  });

  test("sideEffects must be set and keep every exported stylesheet", () => {
    assert.match(check(without("sideEffects")).join("\n"), /"sideEffects" is not set/);
    assert.match(check({ ...cart, sideEffects: false }).join("\n"), /drops \.\/dist\/styles\.css/);
    assert.deepEqual(check({ ...cart, sideEffects: ["./dist/styles.css"] }), []);
  });

  test("a private workspace package or a workspace: range in any dependency field fails", () => {
    const withDemoApi = { ...cart, devDependencies: { ...cart.devDependencies, "demo-api": "0.0.0" } };
    assert.match(check(withDemoApi).join("\n"), /private workspace package "demo-api"/);
    const unpacked = { ...cart, peerDependencies: { "@vitrine/core": "workspace:0.x" } };
    assert.match(check(unpacked).join("\n"), /still "workspace:0\.x"/);
  });
});
