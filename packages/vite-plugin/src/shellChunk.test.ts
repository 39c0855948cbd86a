// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { hasSideEffects, packageOf, readImports, shellChunk } from "./shellChunk";

/**
 * A shop in miniature: a root route that imports a header, a footer and a library; two routes that share the
 * header and the footer with it, one with code of its own and one with a lazily loaded part; a framework package.
 */
const app = mkdtempSync(path.join(tmpdir(), "vitrine-shell-chunk-"));
afterAll(() => rmSync(app, { recursive: true, force: true }));
const files: Record<string, string> = {
  "node_modules/framework/package.json": JSON.stringify({ name: "framework", main: "index.js" }),
  "node_modules/framework/index.js": `export const framework = () => "FRAMEWORK_CODE";`,
  "node_modules/helpers/package.json": JSON.stringify({ name: "helpers", main: "index.js" }),
  "node_modules/helpers/index.js": `export const helper = () => "LIBRARY_CODE";`,
  // A package whose entry only re-exports its modules (a barrel, as tsup builds one over its chunks).
  "node_modules/kit/package.json": JSON.stringify({
    name: "kit",
    main: "index.js",
    type: "module",
    // The entry and the listener run code when loaded; link.js and stepper.js do not.
    sideEffects: ["index.js", "listener.js"],
  }),
  // (esbuild writes an import of every chunk a chunk needs into the entries, to keep their order)
  "node_modules/kit/index.js": `"use client";
    export { link } from "./link.js";
    export { stepper as quantityStepper } from "./stepper.js";
    import "./listener.js";
    import "./stepper.js";`,
  "node_modules/kit/link.js": `export const link = () => "KIT_LINK_CODE";`,
  "node_modules/kit/stepper.js": `export const stepper = () => "KIT_STEPPER_CODE";`,
  "node_modules/kit/listener.js": `globalThis.kitListener = "KIT_LISTENER_CODE";`,
  "app/header.js": `import { link } from "kit"; import { helper } from "helpers"; export const header = () => "HEADER_CODE" + helper() + link();`,
  "app/footer.js": `export const footer = () => "FOOTER_CODE";`,
  "app/root.js": `import { framework } from "framework"; import { header } from "./header.js";
    import { footer } from "./footer.js"; console.log(framework(), header(), footer());`,
  "app/routes/home.js": `import { header } from "../header.js"; import { framework } from "framework";
    import { quantityStepper } from "kit";
    console.log(header(), framework(), quantityStepper(), "HOME_CODE");`,
  "app/routes/cart.js": `import { footer } from "../footer.js";
    import("../panel.js").then((module) => console.log(footer(), module.panel()));`,
  "app/panel.js": `import { helper } from "helpers"; export const panel = () => "LAZY_CODE" + helper();`,
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
}

interface Chunk {
  fileName: string;
  name: string;
  code: string;
}

/** Builds the miniature shop (client build, not minified) and answers its chunks. */
async function chunks(plugins: Plugin[]): Promise<Chunk[]> {
  const result = await build({
    root: app,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: {
          root: path.join(app, "app/root.js"),
          home: path.join(app, "app/routes/home.js"),
          cart: path.join(app, "app/routes/cart.js"),
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (Chunk & { type: string })[] }[];
  return outputs.flatMap((entry) => entry.output).filter((item) => item.type === "chunk");
}

const holding = (all: Chunk[], marker: string) => all.filter((chunk) => chunk.code.includes(marker));

describe("shellChunk: the code every page runs in one chunk", () => {
  it("puts the root route's static imports (own code and libraries) into one chunk named shell, and nothing else", async () => {
    const all = await chunks([shellChunk({ framework: ["framework"] })]);
    const [shell, ...more] = all.filter((chunk) => chunk.name === "shell");
    expect(more).toEqual([]);
    expect(shell?.fileName).toMatch(/shell/);
    for (const marker of ["HEADER_CODE", "FOOTER_CODE", "LIBRARY_CODE"])
      expect(shell?.code).toContain(marker);
    // The framework's package, a route's own code and a lazily loaded part keep their chunks.
    for (const marker of ["FRAMEWORK_CODE", "HOME_CODE", "LAZY_CODE"]) {
      expect(shell?.code).not.toContain(marker);
      expect(holding(all, marker)).toHaveLength(1);
    }
    expect(holding(all, "HOME_CODE")[0]?.name).toBe("home");
  });

  it("takes of a package entry that only re-exports (a barrel) the modules the shell imports and those it loads for their side effects, not the hooks a route alone imports", async () => {
    const all = await chunks([shellChunk({ framework: ["framework"] })]);
    const shell = all.find((chunk) => chunk.name === "shell");
    expect(shell?.code).toContain("KIT_LINK_CODE");
    expect(shell?.code).toContain("KIT_LISTENER_CODE");
    expect(shell?.code).not.toContain("KIT_STEPPER_CODE");
    // The route's hook is with the route: the one page that uses it loads it.
    expect(holding(all, "KIT_STEPPER_CODE").map((chunk) => chunk.name)).toEqual(["home"]);
  });

  it("knows a module without side effects from its package's sideEffects field", () => {
    expect(hasSideEffects(path.join(app, "node_modules/kit/stepper.js"))).toBe(false);
    expect(hasSideEffects(path.join(app, "node_modules/kit/listener.js"))).toBe(true);
    expect(hasSideEffects(path.join(app, "node_modules/helpers/index.js"))).toBe(true);
  });

  it("reads the imports, re-exports and barrels of a module's code", () => {
    const barrel = readImports(
      `"use client";\nexport { a, b as c } from './chunk-A.js';\nimport './chunk-B.js';\nexport * from "./all.js";\n//# sourceMappingURL=index.js.map`,
    );
    expect(barrel.barrel).toBe(true);
    expect(barrel.imports.map(({ spec, names }) => [spec, Object.fromEntries(names)])).toEqual([
      ["./chunk-B.js", {}],
      ["./chunk-A.js", { a: "a", c: "b" }],
      ["./all.js", { "*": "*" }],
    ]);
    const own = readImports(
      `import d, { x as y, type T } from "p"; import * as ns from "q"; export const z = 1;`,
    );
    expect(own.barrel).toBe(false);
    expect(own.imports.map(({ spec, names }) => [spec, [...names.keys()]])).toEqual([
      ["p", ["x", "T", "default"]],
      ["q", ["*"]],
    ]);
  });

  it("without it, the bundler splits the same modules by which routes share them", async () => {
    const all = await chunks([]);
    expect(all.some((chunk) => chunk.name === "shell")).toBe(false);
    const header = holding(all, "HEADER_CODE")[0];
    const footer = holding(all, "FOOTER_CODE")[0];
    expect(header && footer && header.fileName !== footer.fileName).toBe(true);
  });

  it("names the package of a module id, scoped or not, and none for the shop's own code", () => {
    expect(packageOf("/shop/node_modules/.pnpm/a@1/node_modules/@scope/pkg/dist/index.js")).toBe(
      "@scope/pkg",
    );
    expect(packageOf("C:\\shop\\node_modules\\react-dom\\client.js")).toBe("react-dom");
    expect(packageOf("/shop/app/root.tsx")).toBeUndefined();
  });
});
