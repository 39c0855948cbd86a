import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../packages");

// Stories import @vitrine/* from source, so no package has to be built first: "@vitrine/<name>" points at
// its src/index.ts, a subpath such as "@vitrine/core/ui" or "@vitrine/core/styles.css" at src/ui(.ts), src/styles.css.
const sourceAliases = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(packagesDir, entry.name, "package.json")))
  .flatMap((entry) => {
    const dir = path.join(packagesDir, entry.name);
    const { name } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string };
    return [
      { find: new RegExp(`^${name}/(.+)$`), replacement: path.join(dir, "src/$1") },
      { find: new RegExp(`^${name}$`), replacement: path.join(dir, "src/index.ts") },
    ];
  });

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // The introduction page first, then every package's stories (each component's Docs page comes from autodocs).
  stories: ["./Introduction.mdx", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // Story media (CMS images, video previews) are files of ours served by Storybook itself: a story never depends on
  // a host that may not answer.
  staticDirs: [{ from: "./media", to: "/media" }],
  // Props tables from the components' TypeScript types and JSDoc.
  typescript: { reactDocgen: "react-docgen-typescript" },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: sourceAliases } }),
};

export default config;
