// The static import graph of a built entry: what a page loads with it before anything else. Used by publish-check
// (a package's main entry loads no valibot) and by tests of which chunks an entry pulls in.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The specifiers of a built file's static imports and re-exports (`import … from`, `export … from`, bare `import`). */
export function staticImports(code) {
  return [...code.matchAll(/^\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["'];?\s*$/gm)].map(
    ([, specifier]) => specifier ?? "",
  );
}

/**
 * An entry and every file of the package it imports statically (`import(...)` is lazy and not followed), each with
 * its import specifiers, keyed by its path relative to the entry's folder (`chunk-X.js`).
 */
export function staticImportGraph(entry) {
  const root = path.dirname(path.resolve(entry));
  const graph = new Map();
  const visit = (file) => {
    if (graph.has(file)) return;
    const full = path.join(root, file);
    if (!existsSync(full)) throw new Error(`${full} is missing: build the package first (pnpm run build)`);
    const specifiers = staticImports(readFileSync(full, "utf8"));
    graph.set(file, specifiers);
    for (const specifier of specifiers)
      if (specifier.startsWith("./"))
        visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
  };
  visit(path.basename(entry));
  return graph;
}

/** The code a built entry loads before anything else: the entry and every file it imports statically, joined. */
export function staticCode(entry) {
  const root = path.dirname(path.resolve(entry));
  return [...staticImportGraph(entry).keys()]
    .map((file) => readFileSync(path.join(root, file), "utf8"))
    .join("\n");
}
