import { execFileSync } from "node:child_process";
import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    // The shop server resolves its client address with this, without loading the backend (remote Shopware).
    "client-address": "src/client-address.ts",
    server: "src/server.ts",
    "build-snapshot": "src/db/build-snapshot.ts",
  },
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: { entry: { index: "src/index.ts", "client-address": "src/client-address.ts" } },
  clean: true,
  sourcemap: true,
  external: ["@electric-sql/pglite"],
  onSuccess: async () => {
    // The SQL migrations are read at run time: ship them beside the bundle.
    cpSync("src/db/migrations", "dist/db/migrations", { recursive: true });
    // A seeded data directory, so a fresh on-disk database starts without initdb and seeding.
    execFileSync(process.execPath, ["dist/build-snapshot.js", "dist/seed-snapshot.tar.gz"], {
      stdio: "inherit",
    });
  },
});
