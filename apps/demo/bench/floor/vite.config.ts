import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The demo's own settings (apps/demo/vite.config.ts), nothing else.
export default defineConfig({ plugins: [reactRouter()], build: { target: "es2022" } });
