import { reactRouter } from "@react-router/dev/vite";
import { shellChunk } from "@vitrine/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  // The code every page runs in one chunk (the root route's static imports, the framework's excepted).
  plugins: [reactRouter(), shellChunk()],
  // SOURCEMAP=1 for attributing the chunks' bytes to their sources (source-map-explorer); never in the shop's build.
  build: { target: "es2022", sourcemap: process.env.SOURCEMAP === "1" },
  // The embedded backend is started by server.mjs, never bundled into the app.
  ssr: { external: ["demo-api"] },
});
