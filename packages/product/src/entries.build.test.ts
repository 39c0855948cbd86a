// @vitest-environment node
// The built entries (dist/, from `pnpm run build`; the test command builds before it tests): the variant
// configurator's code is in a file that the main entry only re-exports, so a product page that loads
// `@vitrine/product/variants` on the first interaction does not get the configurator with the buy box.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const code = (file: string) => readFileSync(path.join(dist, file), "utf8");
const files = (entry: string) => [...staticImportGraph(path.join(dist, entry)).keys()];
/** What a file imports (`import … from`); a re-export (`export { … } from`) is dropped by a shop's bundler when unused. */
const imports = (file: string) =>
  [...code(file).matchAll(/^import\b[^;]*?from\s*["']([^"']+)["']/gm)].map(([, specifier]) => specifier);

describe("the variant configurator's code is apart from the main entry's", () => {
  it("/variants holds the configurator and its hook; no file of the main entry imports them, it only re-exports them", () => {
    const configurator = files("variants.js").find((file) =>
      /\bfunction (VariantConfigurator|useVariantSwitch)\(/.test(code(file)),
    );
    expect(configurator).toBeDefined();
    for (const file of files("index.js").filter((name) => name !== configurator))
      expect(imports(file)).not.toContain(`./${configurator}`);
    expect(code("index.js")).toMatch(
      new RegExp(`export \\{[^}]*VariantConfigurator[^}]*\\} from ['"]\\./${configurator}`),
    );
  });
});
