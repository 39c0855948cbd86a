// @vitest-environment node
// The built entries a page loads (dist/, from `pnpm run build`; turbo runs the build before this test) carry no
// valibot and no schema of core: the listing calls load their schema (and valibot) with their first request.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** An entry of dist/ and every file it statically imports, each with its static import specifiers. */
const staticGraph = (entry: string) => staticImportGraph(path.join(dist, entry));

/** The imports of valibot or of core's schemas anywhere in an entry's static graph, as `file → specifier`. */
const schemaImports = (entry: string) =>
  [...staticGraph(entry)].flatMap(([file, specifiers]) =>
    specifiers
      .filter((specifier) => /^valibot(\/|$)|^@vitrine\/core\/schemas$/.test(specifier))
      .map((specifier) => `${file} → ${specifier}`),
  );

describe("the built entries a page loads import no valibot", () => {
  it.each(["index.js", "filters.js", "analytics.js"])("%s and the chunks it statically imports", (entry) => {
    const graph = staticGraph(entry);
    expect(graph.size).toBeGreaterThan(0);
    expect(schemaImports(entry)).toEqual([]);
  });

  it("the main entry's listing calls load the schema lazily, and that chunk is the one with valibot", () => {
    const graph = staticGraph("index.js");
    const lazy = [...graph.keys()].flatMap((file) =>
      [
        ...readFileSync(path.join(dist, file), "utf8").matchAll(/\bimport\(\s*["'](\.\/[^"']+)["']\s*\)/g),
      ].map(([, specifier]) => path.posix.normalize(specifier ?? "")),
    );
    const schemaChunk = lazy.find((file) => file.startsWith("listing.schema"));
    expect(schemaChunk).toBeDefined();
    expect(graph.has(schemaChunk ?? "")).toBe(false);
    // The check above would see it: the schema chunk and the ./schemas entry do import valibot and core's schemas.
    expect(schemaImports(schemaChunk ?? "")).toEqual(
      expect.arrayContaining([
        expect.stringContaining("→ valibot"),
        expect.stringContaining("→ @vitrine/core/schemas"),
      ]),
    );
    expect(schemaImports("schemas.js").length).toBeGreaterThan(0);
  });
});
