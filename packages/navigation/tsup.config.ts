import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  external: ["@vitrine/core", "@vitrine/core/ui", "@vitrine/core/schemas"],
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
