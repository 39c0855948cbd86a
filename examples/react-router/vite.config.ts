import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Source maps: the example runner reads them to measure what the Vitrine packages add.
export default defineConfig({ plugins: [reactRouter()], build: { sourcemap: true } });
