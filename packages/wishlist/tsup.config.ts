import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/page.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  splitting: true,
  external: ["@vitrine/core", "@vitrine/core/schemas", "@vitrine/core/ui"],
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
