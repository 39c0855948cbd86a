import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The browser's Store API is this origin's /store-api, forwarded to the shop's (no CORS needed).
const storeApi = process.env.STORE_API_URL ?? "http://127.0.0.1:8787/store-api";

export default defineConfig({
  plugins: [react()],
  // Source maps: the example runner reads them to measure what the Vitrine packages add.
  build: { sourcemap: true },
  preview: {
    proxy: { "/store-api": { target: new URL(storeApi).origin, changeOrigin: true } },
  },
});
