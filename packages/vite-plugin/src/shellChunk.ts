import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The packages of the framework floor: React, React DOM and React Router with what they bring. Their chunks stay
 * as the framework builds them: they change only with a framework update, so a browser keeps them cached across
 * the shop's deploys.
 */
export const FRAMEWORK_PACKAGES: readonly string[] = [
  "react",
  "react-dom",
  "react-router",
  "@react-router/dev",
  "scheduler",
  "cookie",
  "set-cookie-parser",
];

/** Options of {@link shellChunk}. */
export interface ShellChunkOptions {
  /** The module whose static imports every page runs (default: React Router's root route, `app/root.*`). */
  root?: RegExp;
  /** Packages left out of the chunk (default {@link FRAMEWORK_PACKAGES}). */
  framework?: readonly string[];
  /** The chunk's name (default `shell`). */
  name?: string;
}

/** The npm package a module id belongs to (the part after its last `node_modules`), or undefined for own code. */
export function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const [scope, name] = id.slice(at + "node_modules".length + 1).split(/[\\/]/);
  return scope?.startsWith("@") ? `${scope}/${name}` : scope;
}

/** The `sideEffects` field of the package.json nearest to each folder (undefined: none, so every file has them). */
const sideEffectsFields = new Map<string, unknown>();

/** The nearest package.json's folder and `sideEffects` field of a file. */
function packageSideEffects(file: string): { folder: string; field: unknown } {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (!sideEffectsFields.has(folder)) {
      let field: unknown = null;
      try {
        field = (
          JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { sideEffects?: unknown }
        ).sideEffects;
      } catch {
        // no package.json here: look further up
      }
      sideEffectsFields.set(folder, field);
    }
    const field = sideEffectsFields.get(folder);
    if (field !== null || path.dirname(folder) === folder) return { folder, field };
  }
}

/**
 * Whether a module may have side effects, as its package says (`"sideEffects": false` or a list of globs; a glob
 * without a slash matches a file name anywhere, as in webpack and Rollup). What the bundler drops when only
 * imported for its side effects.
 */
export function hasSideEffects(id: string): boolean {
  const file = id.split("?")[0] as string;
  if (!path.isAbsolute(file)) return true;
  const { folder, field } = packageSideEffects(file);
  if (field === false) return false;
  if (!Array.isArray(field)) return true;
  const relative = path.relative(folder, file).split(path.sep).join("/");
  return field.some((glob: string) => {
    const pattern = glob.replace(/^\.\//, "");
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\//g, "(.*/)?")
      .replace(/\*\*/g, ".*")
      .replace(/\*/g, "[^/]*");
    return new RegExp(`^${pattern.includes("/") ? "" : "(.*/)?"}${source}$`).test(relative);
  });
}

/** Every export of a module: what an `import * as`, an `export *` or an unread import asks for. */
const ALL = "*";

/** One static import or re-export of a module: its specifier and the names it asks for (`ALL`: every one). */
interface ModuleImport {
  spec: string;
  /** For an import: the names imported. For a re-export: exported name → the imported module's name. */
  names: Map<string, string>;
  reExport: boolean;
}

/** The names of an import or export clause (`a, b as c, type D`): local or exported name → imported name. */
function clauseNames(clause: string, reExport: boolean): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of clause.split(",")) {
    const [imported, local = imported] = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/);
    if (imported) names.set(reExport ? (local as string) : imported, imported);
  }
  return names;
}

const STATEMENTS: [RegExp, (match: RegExpExecArray) => Omit<ModuleImport, "spec">][] = [
  // import a, { b as c } from "x" / import { b } from "x" / import type { T } from "x"
  [
    /\bimport\s+(type\s+)?(?:([\w$]+)\s*,\s*)?\{([^}]*)\}\s*from\s*(["'])([^"']+)\4/g,
    (m) => {
      const names = m[1] ? new Map<string, string>() : clauseNames(m[3] ?? "", false);
      if (m[2]) names.set("default", "default");
      return { names, reExport: false };
    },
  ],
  // import a from "x"
  [
    /\bimport\s+(type\s+)?([\w$]+)\s+from\s*(["'])([^"']+)\3/g,
    (m) => ({ names: m[1] ? new Map() : new Map([["default", "default"]]), reExport: false }),
  ],
  // import * as a from "x" / import a, * as b from "x"
  [
    /\bimport\s+(?:[\w$]+\s*,\s*)?\*\s*as\s+[\w$]+\s+from\s*(["'])([^"']+)\1/g,
    () => ({ names: new Map([[ALL, ALL]]), reExport: false }),
  ],
  // import "x" (for its side effects)
  [/\bimport\s*(["'])([^"']+)\1/g, () => ({ names: new Map(), reExport: false })],
  // export { a as b } from "x"
  [
    /\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*(["'])([^"']+)\3/g,
    (m) => ({ names: m[1] ? new Map() : clauseNames(m[2] ?? "", true), reExport: true }),
  ],
  // export * from "x" / export * as a from "x"
  [
    /\bexport\s*\*\s*(?:as\s+([\w$]+)\s+)?from\s*(["'])([^"']+)\2/g,
    (m) => ({ names: new Map([[m[1] ?? ALL, ALL]]), reExport: true }),
  ],
];

/**
 * The static imports and re-exports of a module's code, and whether it is a barrel: a module of nothing but
 * re-exports and imports for side effects (a package's entry over its chunks), whose imports count only for the
 * names asked of it.
 */
export function readImports(code: string): { imports: ModuleImport[]; barrel: boolean } {
  const text = code.replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`])\/\/.*$/gm, "$1");
  const imports: ModuleImport[] = [];
  let rest = text;
  for (const [pattern, read] of STATEMENTS)
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const spec = match.filter((group) => group !== undefined).at(-1) as string;
      imports.push({ spec, ...read(match) });
      return "";
    });
  const barrel = rest.replace(/["']use (client|strict)["']|[;\s]/g, "") === "";
  return { imports, barrel };
}

/**
 * One chunk for the shop code every page runs: the modules the root route imports statically (the layout, the
 * header's and footer's packages, @vitrine/core, jotai, valibot), but not the framework's. Every page loads all of
 * them before it hydrates; left to the bundler they are split by which routes share them into many small chunks,
 * each compressed on its own with its own import and export glue (the demo shop: some 25 chunks, 8 KB gzip more on
 * every page, twice the requests). Route code and lazily loaded code keep their own chunks, so no page loads another
 * route's code. A package entry that only re-exports its chunks (a barrel) brings only the chunks of the names the
 * shell imports from it: the hooks a route alone uses stay with that route. For the client build only (Vite 8,
 * Rolldown's `codeSplitting` groups).
 *
 * ```ts
 * // vite.config.ts
 * export default defineConfig({ plugins: [reactRouter(), shellChunk()] });
 * ```
 */
export function shellChunk(options: ShellChunkOptions = {}): Plugin {
  const { root = /[\\/]app[\\/]root\.[cm]?[jt]sx?$/, name = "shell" } = options;
  const framework = new Set(options.framework ?? FRAMEWORK_PACKAGES);
  const shell = new Set<string>();
  return {
    name: "vitrine-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // A chunk of modules without their dependencies may give an entry (a route module) extra exports.
    options: (input) => ({ ...input, preserveEntrySignatures: "allow-extension" }),
    outputOptions: (output) => ({
      ...output,
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ name, test: (id: string) => shell.has(id) }],
      },
    }),
    // Once the module graph is complete: the root's static imports, and theirs, down to the framework's packages;
    // of a barrel, only the modules behind the names asked of it.
    async buildEnd() {
      shell.clear();
      const rootId = [...this.getModuleIds()].find((id) => root.test(id));
      if (!rootId) return;
      /** The names asked of each module so far (`ALL`: every one). */
      const asked = new Map<string, Set<string>>();
      const queue: string[] = [];
      const ask = (id: string, names: Iterable<string>) => {
        const owner = packageOf(id);
        if (owner && framework.has(owner)) return;
        const known = asked.get(id) ?? new Set<string>();
        let grown = !asked.has(id);
        asked.set(id, known);
        for (const one of names)
          if (!known.has(one)) {
            known.add(one);
            grown = true;
          }
        if (grown) queue.push(id);
      };
      const read = new Map<string, { imports: (ModuleImport & { id?: string })[]; barrel: boolean }>();
      const readModule = async (id: string) => {
        const known = read.get(id);
        if (known) return known;
        const info = this.getModuleInfo(id);
        const parsed = info?.code ? readImports(info.code) : { imports: [], barrel: false };
        const imports = await Promise.all(
          parsed.imports.map(async (entry) => ({ ...entry, id: (await this.resolve(entry.spec, id))?.id })),
        );
        const importedIds = info?.importedIds ?? [];
        const seen = new Set(imports.map((entry) => entry.id));
        // An import the reading above missed asks for everything (never less than the bundler's own graph).
        for (const other of importedIds)
          if (!seen.has(other))
            imports.push({ spec: other, id: other, names: new Map([[ALL, ALL]]), reExport: false });
        const result = {
          imports: imports.filter((entry) => entry.id && importedIds.includes(entry.id)),
          barrel: parsed.barrel && imports.length > 0,
        };
        read.set(id, result);
        return result;
      };
      ask(rootId, [ALL]);
      while (queue.length) {
        const id = queue.pop() as string;
        const names = asked.get(id) as Set<string>;
        if (id !== rootId) shell.add(id);
        const { imports, barrel } = await readModule(id);
        for (const entry of imports) {
          const target = entry.id as string;
          if (!barrel || !entry.reExport) {
            // An import for side effects of a module without any (a package's `sideEffects: false`) brings
            // nothing: the bundler drops it (esbuild writes such imports into entries to keep the order of chunks).
            if (entry.names.size === 0 && !hasSideEffects(target)) continue;
            // Own code: what it imports; an import for side effects: that module.
            ask(target, entry.names.values());
            continue;
          }
          const wanted = [...entry.names].filter(
            ([exported]) => names.has(ALL) || names.has(exported) || exported === ALL,
          );
          // `export * from`: the names asked of the barrel pass through.
          const through = wanted.flatMap(([exported, imported]) =>
            exported === ALL ? [...names] : [imported],
          );
          if (wanted.length) ask(target, through);
        }
      }
    },
  };
}
