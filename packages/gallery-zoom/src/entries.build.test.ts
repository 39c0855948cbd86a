// @vitest-environment node
// The built entries (dist/, from `pnpm run build`; the test command builds before it tests): the product gallery's
// code and the product slider's share no file, so a product page's gallery loads none of the slider (nor the product
// card it shows), and the home page's slider none of the gallery.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const code = (file: string) => readFileSync(path.join(dist, file), "utf8");

/** The built file of an entry's static graph that defines a function (where a bundler finds that code). */
const definingFile = (entry: string, name: string) =>
  [...staticImportGraph(path.join(dist, entry)).keys()].find((file) =>
    new RegExp(`\\bfunction ${name}\\(`).test(code(file)),
  );

/** Every file and import specifier a built entry pulls in statically. */
const reach = (file: string) => {
  const graph = staticImportGraph(path.join(dist, file));
  return { files: [...graph.keys()], specifiers: [...graph.values()].flat() };
};

describe("the gallery's code and the slider's are apart", () => {
  it("the gallery's hook and rules are in no file with the product slider, and import none of it", () => {
    const slider = definingFile("index.js", "ProductSlider");
    expect(slider).toBeDefined();
    for (const name of ["useGallery", "thumbnailWindowStart", "magnifierPosition"]) {
      const file = definingFile("index.js", name);
      expect(file).toBeDefined();
      expect(file).not.toBe(slider);
      // A re-export (`export { ProductSlider } from`) is dropped by a shop's bundler when unused; an import is not.
      const imports = [...code(file ?? "").matchAll(/^import\b[^;]*?from\s*["']([^"']+)["']/gm)].map(
        ([, specifier]) => specifier,
      );
      expect(imports).not.toContain(`./${slider}`);
      expect(imports).not.toContain("@vitrine/product/card");
    }
  });

  it("the slider's entry loads none of the gallery's rules", () => {
    const { files, specifiers } = reach("slider.js");
    expect(
      files.filter((name) => /\bfunction (ProductSlider|useProductSlider)\(/.test(code(name))),
    ).not.toEqual([]);
    expect(specifiers).toContain("@vitrine/product/card");
    expect(
      files.filter((name) =>
        /\bfunction (thumbnailWindowStart|moveSlide|magnifierPosition)\(/.test(code(name)),
      ),
    ).toEqual([]);
  });
});
