// @vitest-environment node
// The built entries (dist/, from `pnpm run build`; turbo runs the build before this test) as a React Server
// Component sees them: the ones with React hooks or context are client boundaries ("use client" on their first
// line), and the ones a Server Component or a loader calls on the server carry no directive and load no React.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImportGraph } from "../../../config/static-imports.mjs";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const firstLine = (entry: string) => readFileSync(path.join(dist, entry), "utf8").split("\n", 1)[0];

/** The imports of React, React DOM or jotai anywhere in an entry's static graph, as `file → specifier`. */
const reactImports = (entry: string) =>
  [...staticImportGraph(path.join(dist, entry))].flatMap(([file, specifiers]) =>
    specifiers
      .filter((specifier) => /^(react|react-dom|jotai)(\/|$)/.test(specifier))
      .map((s) => `${file} → ${s}`),
  );

describe("Server Components can import core's built entries", () => {
  it.each(["index.js", "react.js", "ui.js"])(
    '%s holds hooks or context and starts with "use client"',
    (entry) => {
      expect(reactImports(entry)).not.toEqual([]);
      expect(firstLine(entry)).toBe('"use client";');
    },
  );

  it.each(["server.js", "schemas.js", "money.js", "utils.js"])(
    "%s loads no React and carries no directive (a Server Component or a loader calls it on the server)",
    (entry) => {
      expect(reactImports(entry)).toEqual([]);
      expect(readFileSync(path.join(dist, entry), "utf8")).not.toContain("use client");
    },
  );

  it("the chunks the entries share carry no directive (an entry's directive makes its whole graph client code)", () => {
    const chunks = [...staticImportGraph(path.join(dist, "index.js")).keys()].filter(
      (file) => file !== "index.js",
    );
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(firstLine(chunk)).not.toBe('"use client";');
  });

  it("the source map of a marked entry still points at its sources (shifted by the directive's line)", () => {
    const map = JSON.parse(readFileSync(path.join(dist, "index.js.map"), "utf8"));
    expect(map.mappings.startsWith(";")).toBe(true);
  });
});

/** The built file that holds an entry's export `name`: the chunk the entry re-exports it from, or the entry. */
const fileOf = (entry: string, name: string): string => {
  const reExport = readFileSync(path.join(dist, entry), "utf8")
    .split("\n")
    .find((line) => new RegExp(`^export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./([^']+)'`).test(line));
  return reExport?.match(/from '\.\/([^']+)'/)?.[1] ?? entry;
};
const code = (file: string) => readFileSync(path.join(dist, file), "utf8");

describe("a shop's bundler takes only the modules a page imports (a file per module)", () => {
  it("the router link of @vitrine/core/react is a file without the cart's and product's quantity stepper", () => {
    const link = fileOf("react.js", "Link");
    expect(link).not.toBe("react.js");
    expect(code(link)).toContain("function Link");
    expect(code(link)).not.toContain("vitrine-quantity");
    expect(code(fileOf("react.js", "QuantityStepper"))).toContain("vitrine-quantity");
  });

  it("the provider every page loads holds neither a call's code, nor the dialogs' history bookkeeping, nor the date and number formatting", () => {
    const provider = code(fileOf("index.js", "VitrineProvider"));
    expect(provider).toContain("function VitrineProvider");
    expect(provider).not.toContain("vitrineDialog");
    // Dates and numbers: their hooks are a module of their own, for the parts that show them.
    expect(provider).not.toContain("DateTimeFormat");
    expect(code(fileOf("index.js", "useFormatDate"))).not.toContain("function VitrineProvider");
    const client = code(fileOf("index.js", "createStoreApiClient"));
    expect(client).toContain("function createStoreApiClient");
    // Retries and the answer's parsing are the transport's, loaded with the first call.
    expect(client).not.toContain("INVALID_JSON");
    expect(client).toMatch(/import\(['"]\.\/client\.transport/);
  });

  // A module every page loads (the demo's shell chunk) split from the code only some pages run.
  it.each([
    [
      "the quantity bounds a cart's state clamps with",
      "utils.js",
      "clampQuantity",
      "stepQuantity",
      "allowZero",
    ],
    [
      "the money formatting the provider brings",
      "money.js",
      "formatMoney",
      "roundPrice",
      "function roundPrice",
    ],
  ])(
    "%s is a file without what only some pages run (%s: %s apart from %s)",
    (_, entry, shell, apart, marker) => {
      expect(code(fileOf(entry, shell))).toMatch(new RegExp(`(function|var) ${shell}\\b`));
      expect(code(fileOf(entry, shell))).not.toContain(marker);
      expect(code(fileOf(entry, apart))).toContain(marker);
    },
  );

  it("the lazily loaded off-canvas of LazyOffcanvas is pure, so a shell that imports OpenedOnce or lazyWithPreload alone drops it", () => {
    const file = code(fileOf("react.js", "OpenedOnce"));
    expect(file).toContain("function OpenedOnce");
    expect(file).toMatch(/\/\* @__PURE__ \*\/ lazy\(\s*\(\) => import\(['"]\.\/Offcanvas-/);
  });
});
