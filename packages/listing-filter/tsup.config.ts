import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  // The filter off-canvas is its own entry so the main entry loads it lazily (a dynamic import of a stable file).
  entry: ["src/index.ts", "src/filters.ts", "src/FilterOffcanvas.tsx"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  splitting: true,
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
