import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import { build, defineConfig, type Options } from "tsup";
import { markClientEntries } from "./client-directive.mjs";

/** What differs between packages' builds. */
export interface PackageBuildOptions {
  /** Entry points: the main entry first, then subpath entries and lazily loaded chunks with stable names. */
  entry?: string[];
  /** Stylesheets in src/ copied to dist/ as they are. */
  stylesheets?: string[];
  /**
   * Whether the package ships its snippet sets per language (`src/snippets/en.ts`, `src/snippets/de.ts`, exported as
   * `./snippets/en` and `./snippets/de`). They are built apart from the other entries, each file on its own (no
   * chunk shared with the components), so that a shop loading one language downloads neither the other language
   * nor anything else, and the main entry stays as it is (its English defaults inside).
   */
  snippetSets?: boolean;
  /**
   * Source modules built as a file (chunk) of their own, which the entries re-export instead of holding their code
   * inline. A shop's bundler places whole files: an entry of many hooks built as one file puts every hook into the
   * chunk of whichever page imports one of them (the demo's shell chunk, `@vitrine/vite-plugin`'s shellChunk), a
   * file per module lets it take only the modules a page imports. Not public: no subpath, no declarations.
   * Modules loaded with `import()` stay out of the list (they are split already).
   */
  modules?: string[];
}

/** Where the module files are built before their own entry files are removed (their code is in chunks). */
const MODULES_DIR = "_modules";

/** The languages every package ships its snippets in (DESIGN.md section 3, "Snippets"). */
export const SNIPPET_LANGUAGES = ["en", "de"] as const;

/** The shared esbuild settings of every built file. */
const common = {
  format: ["esm"],
  dts: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  external: [/^@vitrine\//],
} satisfies Options;

/**
 * The build every @vitrine package shares: ESM with declarations and source maps, entries split so that lazy
 * chunks stay lazy, every @vitrine package (and subpath) left to the shop's own copy, stylesheets copied, and
 * `"use client"` on the entries that hold React hooks or context (so React Server Components can import them).
 */
export function packageBuild({
  entry = ["src/index.ts"],
  stylesheets = ["styles.css"],
  snippetSets = false,
  modules = [],
}: PackageBuildOptions = {}) {
  const name = (file: string) => path.basename(file, path.extname(file));
  return defineConfig({
    ...common,
    // The entries as they are; with modules, those too, each under `_modules/` (declarations for the entries only).
    ...(modules.length
      ? {
          entry: {
            ...Object.fromEntries(entry.map((file) => [name(file), file])),
            ...Object.fromEntries(
              modules
                .filter((file) => !entry.includes(file))
                .map((file) => [`${MODULES_DIR}/${name(file)}`, file]),
            ),
          },
          dts: { entry: Object.fromEntries(entry.map((file) => [name(file), file])) },
        }
      : { entry }),
    clean: true,
    splitting: true,
    async onSuccess() {
      // A module's code is in a chunk of its own, which the entries import; its entry file is not needed.
      await rm(`dist/${MODULES_DIR}`, { recursive: true, force: true });
      for (const stylesheet of stylesheets) await copyFile(`src/${stylesheet}`, `dist/${stylesheet}`);
      if (snippetSets)
        await build({
          ...common,
          config: false,
          silent: true,
          entry: Object.fromEntries(
            SNIPPET_LANGUAGES.map((language) => [`snippets/${language}`, `src/snippets/${language}.ts`]),
          ),
          outDir: "dist",
          clean: false,
          splitting: false,
        });
      markClientEntries("dist", entry.map(name));
    },
  } satisfies Options);
}
