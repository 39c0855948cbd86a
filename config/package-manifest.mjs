// What a published @vitrine tarball must hold besides working code (issue #41): the licence, where the source,
// the docs and the issue tracker are, which files have side effects (stylesheets kept), a changelog, and no link
// to a package of this repository that is never published (the private apps) or to the workspace itself.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const DEPENDENCY_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"];

/** The workspace's private packages (the apps): never on npm, so never in a published manifest. */
export function privateWorkspacePackages(root = ROOT) {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(path.join(root, group))
      .map((name) => {
        try {
          return readJson(path.join(root, group, name, "package.json"));
        } catch {
          return undefined;
        }
      })
      .filter((pkg) => pkg?.private)
      .map((pkg) => pkg.name),
  );
}

/** Whether a `sideEffects` entry (a file path or a `*.ext` pattern, as bundlers read them) covers `file`. */
function covers(pattern, file) {
  const name = file.replace(/^\.\//, "");
  if (pattern.startsWith("*.")) return name.endsWith(pattern.slice(1));
  return pattern.replace(/^\.\//, "") === name;
}

/**
 * Every problem of a packed package: `manifest` is the package.json inside the tarball, `files` the tarball's paths
 * (relative to its `package/` folder), `licence` the repository's LICENSE text, `rootManifest` the repository's
 * package.json (its repository url), `privatePackages` the names no manifest may depend on. Empty when all is well.
 */
export function manifestProblems({
  manifest,
  files,
  licence,
  licenceInTarball,
  rootManifest,
  privatePackages,
}) {
  const problems = [];
  const folder = `packages/${manifest.name?.replace(/^@vitrine\//, "")}`;
  if (manifest.license !== "MIT")
    problems.push(`"license" is ${JSON.stringify(manifest.license)}, not "MIT"`);
  if (!files.includes("LICENSE")) problems.push("the tarball has no LICENSE file");
  else if (licenceInTarball?.trim() !== licence.trim())
    problems.push("the tarball's LICENSE differs from the repository's");
  if (!files.includes("README.md")) problems.push("the tarball has no README.md");
  if (!files.includes("CHANGELOG.md")) problems.push("the tarball has no CHANGELOG.md");
  const repository = manifest.repository;
  if (repository?.url !== rootManifest.repository?.url)
    problems.push(`"repository.url" is not the repository's (${rootManifest.repository?.url})`);
  if (repository?.directory !== folder) problems.push(`"repository.directory" is not "${folder}"`);
  if (!manifest.homepage?.startsWith("https://")) problems.push(`"homepage" is missing`);
  if (!manifest.bugs?.url?.startsWith("https://")) problems.push(`"bugs.url" is missing`);
  const stylesheets = Object.entries(manifest.exports ?? {})
    .filter(([entry]) => entry.endsWith(".css"))
    .map(([, target]) => target);
  if (manifest.sideEffects === undefined || manifest.sideEffects === true)
    problems.push(`"sideEffects" is not set: bundlers cannot drop unused modules`);
  else if (stylesheets.length > 0) {
    const kept = Array.isArray(manifest.sideEffects) ? manifest.sideEffects : [];
    for (const stylesheet of stylesheets)
      if (!kept.some((pattern) => covers(pattern, stylesheet)))
        problems.push(
          `"sideEffects" drops ${stylesheet}: a bundler would remove the import of the stylesheet`,
        );
  }
  for (const field of DEPENDENCY_FIELDS)
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (privatePackages.includes(name))
        problems.push(`${field} names the private workspace package "${name}", which is not on npm`);
      if (String(range).startsWith("workspace:")) problems.push(`${field}.${name} is still "${range}"`);
    }
  return problems;
}
