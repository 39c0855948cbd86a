import { copyFile } from "node:fs/promises";
import { defineConfig, type Options } from "tsup";

/** What differs between packages' builds. */
export interface PackageBuildOptions {
  /** Entry points: the main entry first, then subpath entries and lazily loaded chunks with stable names. */
  entry?: string[];
  /** Stylesheets in src/ copied to dist/ as they are. */
  stylesheets?: string[];
}

/**
 * The build every @vitrine package shares: ESM with declarations and source maps, entries split so that lazy
 * chunks stay lazy, every @vitrine package (and subpath) left to the shop's own copy, stylesheets copied.
 */
export function packageBuild({
  entry = ["src/index.ts"],
  stylesheets = ["styles.css"],
}: PackageBuildOptions = {}) {
  return defineConfig({
    entry,
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    treeshake: true,
    splitting: true,
    external: [/^@vitrine\//],
    async onSuccess() {
      for (const stylesheet of stylesheets) await copyFile(`src/${stylesheet}`, `dist/${stylesheet}`);
    },
  } satisfies Options);
}
