import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** The packages of the framework floor (DESIGN.md section 7): their chunks stay as the framework builds them. */
const FRAMEWORK = new Set([
  "react",
  "react-dom",
  "react-router",
  "@react-router/dev",
  "scheduler",
  "cookie",
  "set-cookie-parser",
]);

/** The npm package a module id belongs to (the part after its last `node_modules`), or undefined for our own code. */
function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const [scope, name] = id.slice(at + "node_modules".length + 1).split(/[\\/]/);
  return scope?.startsWith("@") ? `${scope}/${name}` : scope;
}

/**
 * One chunk for the shop code every page runs: the modules the root route imports statically (the layout, the
 * header's and footer's packages, core, jotai, valibot), but not the framework's. Every page loads all of them
 * before it hydrates; split by which routes share them they were some 25 chunks, each compressed on its own with
 * its own import and export glue (about 8 KB gzip more per page than one chunk). Route code and lazy code keep
 * their own chunks, so no page loads another route's code. The framework's chunks stay apart: they change only
 * with a framework update, so a browser keeps them cached across the shop's deploys.
 */
function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: "vitrine-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // A chunk of modules without their dependencies may give an entry (a route module) extra exports.
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    outputOptions: (output) => ({
      ...output,
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ name: "shell", test: (id: string) => shell.has(id) }],
      },
    }),
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const queue = root ? [...(this.getModuleInfo(root)?.importedIds ?? [])] : [];
      while (queue.length) {
        const id = queue.pop() as string;
        const name = packageOf(id);
        if (shell.has(id) || (name && FRAMEWORK.has(name))) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), shellChunk()],
  // SOURCEMAP=1 for attributing the chunks' bytes to their sources (source-map-explorer); never in the shop's build.
  build: { target: "es2022", sourcemap: process.env.SOURCEMAP === "1" },
  // The embedded backend is started by server.mjs, never bundled into the app.
  ssr: { external: ["demo-api"] },
});
