import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { preloadStoreApiTransport } from "@vitrine/core";

// The Store API client loads its transport (ky) with its first call, and each package's calls load their schemas
// with it (`import("./cart.schema")`). Under fake timers those real module loads would not finish while a test
// advances the clock, so package tests load them first, as a shop may when the page is idle. (Core's own test of
// the lazy load turns this off.)
const source = path.join(process.cwd(), "src");
const schemas = readdirSync(source).filter((file) => /\.schema\.ts$/.test(file));
await Promise.all([
  preloadStoreApiTransport(),
  ...schemas.map((file) => import(/* @vite-ignore */ pathToFileURL(path.join(source, file)).href)),
]);
