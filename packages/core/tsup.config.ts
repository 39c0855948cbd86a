import { readdirSync } from "node:fs";
import { packageBuild } from "../../config/tsup.package";

/** Loaded with `import()`: split already, and their own chunk names are measured (see .size-limit.mjs). */
const LAZY = new Set(["client.transport.ts", "client.progress.ts", "Offcanvas.tsx"]);

export default packageBuild({
  snippetSets: true,
  entry: [
    "src/index.ts",
    "src/schemas.ts",
    "src/ui.ts",
    "src/react.ts",
    "src/lazy-part.ts",
    "src/visible-island.ts",
    "src/interaction-island.ts",
    "src/utils.ts",
    "src/money.ts",
    "src/server.ts",
  ],
  // A file per module, so that a shop's bundler takes only the hooks a page imports (a header's Link does not bring
  // the quantity stepper of the cart page into every page's shell chunk).
  modules: readdirSync("src")
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories|testing)\.|\.d\.ts$/.test(file) && !LAZY.has(file),
    )
    .map((file) => `src/${file}`),
  stylesheets: ["styles.css", "dialog.css"],
});
