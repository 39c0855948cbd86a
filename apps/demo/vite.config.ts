import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: "es2022" },
  // The embedded backend is started by server.mjs, never bundled into the app.
  ssr: { external: ["demo-api"] },
});
