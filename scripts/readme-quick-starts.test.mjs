// READMEs that run as written (issue #41): every package README opens with a quick start that a new user can copy
// as it is. The quick starts are type-checked, verbatim, against the built packages in one TypeScript program,
// resolved as the demo shop installs the packages (every @vitrine package, React, React Router, Vite), and they
// import the stylesheets the package needs: its own and, where it opens dialogs, core's dialog.css.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { ROOT } from "../config/package-manifest.mjs";
import { packageQuickStarts } from "./readme-quick-starts.mjs";

const packages = packageQuickStarts();
const cssImports = (code) =>
  [...code.matchAll(/^import\s+["']([^"']+\.css)["'];/gm)].map(([, specifier]) => specifier);

/** Whether a built package opens core's dialogs (its code imports `@vitrine/core/ui`, at once or lazily). */
function opensDialogs(dir) {
  const dist = path.join(dir, "dist");
  return readdirSync(dist)
    .filter((file) => file.endsWith(".js"))
    .some((file) => /["']@vitrine\/core\/ui["']/.test(readFileSync(path.join(dist, file), "utf8")));
}

describe("the package READMEs' quick starts", () => {
  test("every package README opens with a quick start (a ts or tsx code block)", () => {
    assert.equal(packages.length, readdirSync(path.join(ROOT, "packages")).length);
    for (const { name, code } of packages)
      assert.ok(code?.trim(), `${name}: README has no ts/tsx quick start`);
  });

  test("each quick start imports its package's stylesheet, and core's dialog.css where the package opens dialogs", () => {
    for (const { name, dir, exports, code } of packages) {
      const imported = cssImports(code);
      for (const specifier of imported) {
        const [, owner, entry] = /^(@vitrine\/[^/]+)\/(.+)$/.exec(specifier) ?? [];
        const ownerExports = packages.find((other) => other.name === owner)?.exports ?? {};
        assert.ok(ownerExports[`./${entry}`], `${name}: "${specifier}" is not a stylesheet ${owner} exports`);
      }
      const readme = readFileSync(path.join(dir, "README.md"), "utf8");
      if (exports["./styles.css"])
        assert.ok(readme.includes(`${name}/styles.css`), `${name}: names its stylesheet`);
      if (exports["./styles.css"] && name !== "@vitrine/analytics")
        assert.ok(imported.includes(`${name}/styles.css`), `${name}: the quick start imports its stylesheet`);
      if (name !== "@vitrine/core" && opensDialogs(dir))
        assert.ok(
          imported.includes("@vitrine/core/dialog.css"),
          `${name} opens dialogs: import @vitrine/core/dialog.css`,
        );
    }
  });

  test("no README names a document a user of the package cannot see (SPEC.md, DESIGN.md, files of the repository)", () => {
    for (const { name, dir } of packages) {
      const readme = readFileSync(path.join(dir, "README.md"), "utf8");
      assert.doesNotMatch(readme, /\bSPEC\b|SPEC\.md|DESIGN\.md|\]\(\.\.\//, `${name}'s README`);
    }
  });

  test("no published doc comment names the spec a user of the package cannot see (the sources of its type declarations)", () => {
    for (const { name, dir } of packages) {
      const sources = readdirSync(path.join(dir, "src"), { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|testing)\.|\.browser\.test\./.test(file));
      for (const file of sources) {
        const text = readFileSync(path.join(dir, "src", file), "utf8");
        assert.doesNotMatch(text, /\bSPEC\b|SPEC\.md|DESIGN\.md/, `${name}: src/${file}`);
      }
    }
  });

  const scratch = mkdtempSync(path.join(tmpdir(), "vitrine-readmes-"));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  test("every quick start type-checks, as written, against the built packages", () => {
    for (const { name, dir } of packages)
      assert.ok(existsSync(path.join(dir, "dist")), `${name} is not built: run pnpm build first`);
    symlinkSync(path.join(ROOT, "apps", "demo", "node_modules"), path.join(scratch, "node_modules"), "dir");
    const files = packages.map(({ folder, lang, code }) => {
      writeFileSync(path.join(scratch, `${folder}.${lang}`), code);
      return `${folder}.${lang}`;
    });
    const tsconfig = {
      extends: path.join(ROOT, "tsconfig.base.json"),
      // Each block is a module of its own; stylesheet imports are checked against the exports above.
      compilerOptions: {
        noEmit: true,
        moduleDetection: "force",
        types: ["node"],
        noUncheckedSideEffectImports: false,
      },
      files,
    };
    writeFileSync(path.join(scratch, "tsconfig.json"), JSON.stringify(tsconfig));
    const tsc = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", scratch],
      {
        encoding: "utf8",
      },
    );
    assert.equal(tsc.status, 0, `the quick starts do not type-check:\n${tsc.stdout}${tsc.stderr}`);
  });
});
