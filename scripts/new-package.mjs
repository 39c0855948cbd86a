#!/usr/bin/env node
// `pnpm new-package <name> [--description "…"] [--root <dir>]`: creates packages/<name> with the rooms of DESIGN.md
// section 2 (package.json, tsup, size-limit, README, src/index.ts, constants, X.api, X.schema, X.state, useX, a
// component, styles.css, a unit test and a story with a play function) and a changeset. It builds, type-checks,
// tests and passes publint/attw as it is. Plain Node, no dependency. The files come from scripts/package-template/
// with placeholders: __name__ (kebab-case), __camel__, __Name__ (PascalCase), __CONST__, __Title__, __description__.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const templateDir = path.join(repository, "scripts", "package-template");

/** A package name this generator accepts: lower-case words joined by hyphens, e.g. `customized-products`. */
export const PACKAGE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Every spelling of a package name the templates use. */
export function spellings(name) {
  const words = name.split("-");
  const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
  return {
    __name__: name,
    __camel__: words[0] + capitalised.slice(1).join(""),
    __Name__: capitalised.join(""),
    __CONST__: words.join("_").toUpperCase(),
    __Title__: capitalised[0] + (words.length > 1 ? ` ${words.slice(1).join(" ")}` : ""),
  };
}

function fill(text, values) {
  return text.replace(/__(name|camel|Name|CONST|Title|description)__/g, (placeholder) => values[placeholder]);
}

/** The template's files, as paths relative to it. */
function templateFiles(dir = templateDir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templateFiles(path.join(dir, entry.name), path.join(prefix, entry.name))
      : [path.join(prefix, entry.name)],
  );
}

/** package.json: versions, peers and tooling taken from @vitrine/core, so a new package matches the others. */
function packageJson(name, description) {
  const core = JSON.parse(readFileSync(path.join(repository, "packages", "core", "package.json"), "utf8"));
  const sorted = (entries) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: `@vitrine/${name}`,
    version: core.version,
    description,
    license: "MIT",
    repository: { ...core.repository, directory: `packages/${name}` },
    homepage: core.homepage.replace("/packages/core#", `/packages/${name}#`),
    bugs: core.bugs,
    type: "module",
    sideEffects: ["*.css"],
    exports: {
      ".": { types: "./dist/index.d.ts", import: "./dist/index.js" },
      "./styles.css": "./dist/styles.css",
      "./package.json": "./package.json",
    },
    main: "./dist/index.js",
    types: "./dist/index.d.ts",
    files: core.files,
    scripts: core.scripts,
    dependencies: { valibot: core.dependencies.valibot },
    peerDependencies: sorted({ "@vitrine/core": "workspace:0.x", ...core.peerDependencies }),
    devDependencies: sorted({ ...core.devDependencies, "@vitrine/core": "workspace:*" }),
    publishConfig: { access: "public" },
  };
}

/**
 * Writes the package `name` below `root` (the repository by default): packages/<name>/ and a changeset.
 * Returns the paths it wrote, relative to `root`. Throws on a bad name or an existing package.
 */
export function createPackage(name, { root = repository, description } = {}) {
  if (!PACKAGE_NAME.test(name ?? "")) {
    throw new Error(
      `"${name}" is not a package name: use lower-case words joined by hyphens, e.g. "gift-cards"`,
    );
  }
  const target = path.join(root, "packages", name);
  if (existsSync(target)) throw new Error(`packages/${name} exists already`);
  const values = {
    ...spellings(name),
    __description__: description ?? `Vitrine ${name.replaceAll("-", " ")}: what this package offers a shop`,
  };
  const written = [];
  const write = (relative, text) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(relative);
  };
  write(
    path.join("packages", name, "package.json"),
    `${JSON.stringify(packageJson(name, values.__description__), null, 2)}\n`,
  );
  // Every tarball carries the licence and a changelog (`changeset version` adds the releases below the title).
  write(path.join("packages", name, "LICENSE"), readFileSync(path.join(repository, "LICENSE"), "utf8"));
  write(path.join("packages", name, "CHANGELOG.md"), `# @vitrine/${name}\n`);
  for (const file of templateFiles()) {
    write(
      path.join("packages", name, fill(file, values)),
      fill(readFileSync(path.join(templateDir, file), "utf8"), values),
    );
  }
  write(
    path.join(".changeset", `${name}-first-release.md`),
    `---\n"@vitrine/${name}": minor\n---\n\nFirst release of \`@vitrine/${name}\`: ${values.__description__}.\n`,
  );
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args.splice(index, 2)[1];
  };
  const description = option("--description");
  const root = option("--root");
  const [name] = args;
  try {
    const written = createPackage(name, { description, root: root && path.resolve(root) });
    // The filled-in names change line lengths and import order: let the house formatter settle them.
    const biome = path.join(repository, "node_modules", ".bin", "biome");
    if (!root && existsSync(biome)) {
      spawnSync(biome, ["check", "--write", "--log-level=none", path.join("packages", name)], {
        cwd: repository,
        stdio: "ignore",
      });
    }
    console.log(`Created @vitrine/${name}:\n  ${written.join("\n  ")}`);
    console.log(
      [
        "",
        "Next:",
        "  pnpm install                                   link its dependencies",
        `  pnpm --filter @vitrine/${name} build test size publish-check typecheck`,
        `  pnpm exec vitest run --project=storybook packages/${name}/src`,
        "  add it to the package table of README.md, replace the example (route, schema, texts) with the feature",
      ].join("\n"),
    );
  } catch (error) {
    console.error(`new-package: ${error.message}\nusage: pnpm new-package <name> [--description "…"]`);
    process.exit(1);
  }
}
