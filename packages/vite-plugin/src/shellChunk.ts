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

/**
 * One chunk for the shop code every page runs: the modules the root route imports statically (the layout, the
 * header's and footer's packages, @vitrine/core, jotai, valibot), but not the framework's. Every page loads all of
 * them before it hydrates; left to the bundler they are split by which routes share them into many small chunks,
 * each compressed on its own with its own import and export glue (the demo shop: some 25 chunks, 8 KB gzip more on
 * every page, twice the requests). Route code and lazily loaded code keep their own chunks, so no page loads another
 * route's code. For the client build only (Vite 8, Rolldown's `codeSplitting` groups).
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
    // Once the module graph is complete: the root's static imports, and theirs, down to the framework's packages.
    buildEnd() {
      shell.clear();
      const rootId = [...this.getModuleIds()].find((id) => root.test(id));
      const queue = rootId ? [...(this.getModuleInfo(rootId)?.importedIds ?? [])] : [];
      while (queue.length) {
        const id = queue.pop() as string;
        const owner = packageOf(id);
        if (shell.has(id) || (owner && framework.has(owner))) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
