import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  // The settings panel (loaded lazily by the main entry) and the video gate are entries of their own, so each
  // is a separate file with a stable name that size-limit measures.
  entry: ["src/index.ts", "src/settings.ts", "src/video.ts"],
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
