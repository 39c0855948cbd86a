import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  // The settings panel is its own entry so the main entry's dynamic import of it becomes a separate chunk
  // with a stable name (size-limit measures it).
  entry: ["src/index.ts", "src/CookieSettingsPanel.tsx"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: "es2022",
  treeshake: true,
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
