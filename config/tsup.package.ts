import { copyFile } from "node:fs/promises";
import path from "node:path";
import { defineConfig, type Options } from "tsup";
import { markClientEntries } from "./client-directive.mjs";

/** What differs between packages' builds. */
export interface PackageBuildOptions {
  /** Entry points: the main entry first, then subpath entries and lazily loaded chunks with stable names. */
  entry?: string[];
  /** Stylesheets in src/ copied to dist/ as they are. */
  stylesheets?: string[];
}

/**
 * The build every @vitrine package shares: ESM with declarations and source maps, entries split so that lazy
 * chunks stay lazy, every @vitrine package (and subpath) left to the shop's own copy, stylesheets copied, and
 * `"use client"` on the entries that hold React hooks or context (so React Server Components can import them).
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
      markClientEntries(
        "dist",
        entry.map((file) => path.basename(file, path.extname(file))),
      );
    },
  } satisfies Options);
}
