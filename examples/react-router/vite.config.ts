import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Source maps of the browser's build (not the server's): the example runner reads them to measure what the Vitrine
// packages add.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: { sourcemap: !isSsrBuild },
}));
