import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/schemas.ts", "src/ui.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
    await copyFile("src/dialog.css", "dist/dialog.css");
  },
});
