// Every package README's quick start (its first ts/tsx code block), as written: what a new user copies first.
// scripts/readme-quick-starts.test.mjs type-checks them all in one TypeScript program against the built packages.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../config/package-manifest.mjs";

/** The first ```ts / ```tsx block of a README, or undefined. */
export function quickStart(readme) {
  return /^```(tsx?)\n([\s\S]*?)^```$/m.exec(readme)?.slice(1, 3);
}

/** Per package folder: its name, its exports and its README's quick start (`lang`, `code`). */
export function packageQuickStarts(root = ROOT) {
  return readdirSync(path.join(root, "packages"))
    .sort()
    .map((folder) => {
      const dir = path.join(root, "packages", folder);
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
      const [lang, code] = quickStart(readFileSync(path.join(dir, "README.md"), "utf8")) ?? [];
      return { folder, dir, name: manifest.name, exports: manifest.exports ?? {}, lang, code };
    });
}
