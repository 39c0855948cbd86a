// "use client" on the built entries that hold React hooks or context, so that a React Server Component (Next.js App
// Router, React Router's RSC mode) can import them: the entry becomes a client boundary. esbuild drops module
// directives when it bundles, so they are added to the built entries afterwards. Entries without React (schemas,
// money, utils, server) stay directive-free: a Server Component or a loader calls them on the server.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { staticImportGraph } from "./static-imports.mjs";

export const CLIENT_DIRECTIVE = '"use client";';

/** Whether a specifier is React or jotai (hooks, context, a store provider): what makes a module client-only. */
const isClientRuntime = (specifier) => /^(react|react-dom|jotai)(\/|$)/.test(specifier);

/** Whether a built entry, with every file it imports statically, uses React or jotai. */
export function needsClientDirective(entryFile) {
  for (const specifiers of staticImportGraph(entryFile).values())
    if (specifiers.some(isClientRuntime)) return true;
  return false;
}

/**
 * Puts `"use client";` on the first line of each built entry that needs it (idempotent) and shifts its source map
 * by that line. Answers the entries it marked, relative to `dist`.
 */
export function markClientEntries(dist, entryNames) {
  const marked = [];
  for (const name of entryNames) {
    const file = path.join(dist, `${name}.js`);
    if (!needsClientDirective(file)) continue;
    const code = readFileSync(file, "utf8");
    marked.push(`${name}.js`);
    if (code.startsWith(CLIENT_DIRECTIVE)) continue;
    writeFileSync(file, `${CLIENT_DIRECTIVE}\n${code}`);
    const mapFile = `${file}.map`;
    try {
      const map = JSON.parse(readFileSync(mapFile, "utf8"));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    } catch (error) {
      if (error.code !== "ENOENT") throw error;
    }
  }
  return marked;
}
