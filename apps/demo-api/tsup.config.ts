import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/server.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: { entry: "src/index.ts" },
  clean: true,
  sourcemap: true,
  external: ["@electric-sql/pglite"],
  // The SQL migrations are read at run time: ship them beside the bundle.
  onSuccess: async () => {
    cpSync("src/db/migrations", "dist/db/migrations", { recursive: true });
  },
});
