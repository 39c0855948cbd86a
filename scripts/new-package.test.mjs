// `node --test scripts/new-package.test.mjs` (root script `test:scripts`): the package generator writes the rooms of
// DESIGN.md section 2 into a temporary folder, with every placeholder filled in. That the generated package builds,
// type-checks, tests and passes its story is checked by hand (see the generator's "Next" lines).
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { createPackage, spellings } from "./new-package.mjs";

const root = mkdtempSync(path.join(tmpdir(), "vitrine-new-package-"));
after(() => rmSync(root, { recursive: true, force: true }));

const read = (relative) => readFileSync(path.join(root, relative), "utf8");
const filesBelow = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesBelow(file) : [file];
  });

describe("pnpm new-package <name>", () => {
  const written = createPackage("gift-cards", {
    root,
    description: "Vitrine gift cards: redeem a gift card",
  });

  it("creates the rooms of DESIGN.md section 2, a size-limit entry, a README, a unit test, a story and a changeset", () => {
    assert.deepEqual([...written].sort(), [
      ".changeset/gift-cards-first-release.md",
      "packages/gift-cards/.size-limit.mjs",
      "packages/gift-cards/CHANGELOG.md",
      "packages/gift-cards/LICENSE",
      "packages/gift-cards/README.md",
      "packages/gift-cards/package.json",
      "packages/gift-cards/src/GiftCards.stories.tsx",
      "packages/gift-cards/src/GiftCards.tsx",
      "packages/gift-cards/src/constants.ts",
      "packages/gift-cards/src/giftCards.api.ts",
      "packages/gift-cards/src/giftCards.fixtures.ts",
      "packages/gift-cards/src/giftCards.schema.ts",
      "packages/gift-cards/src/giftCards.snippets.ts",
      "packages/gift-cards/src/giftCards.state.ts",
      "packages/gift-cards/src/giftCards.test.tsx",
      "packages/gift-cards/src/index.ts",
      "packages/gift-cards/src/styles.css",
      "packages/gift-cards/src/useGiftCards.ts",
      "packages/gift-cards/tsconfig.json",
      "packages/gift-cards/tsup.config.ts",
      "packages/gift-cards/vitest.config.ts",
    ]);
  });

  it("package.json: ESM exports with types, the stylesheet, sideEffects, files, licence, repository, homepage, bugs, peers and the shared scripts", () => {
    const pkg = JSON.parse(read("packages/gift-cards/package.json"));
    const core = JSON.parse(readFileSync(new URL("../packages/core/package.json", import.meta.url), "utf8"));
    assert.equal(pkg.name, "@vitrine/gift-cards");
    assert.equal(pkg.version, core.version);
    assert.equal(pkg.description, "Vitrine gift cards: redeem a gift card");
    assert.equal(pkg.type, "module");
    assert.deepEqual(pkg.sideEffects, ["*.css"]);
    assert.deepEqual(pkg.files, ["dist", "CHANGELOG.md"]);
    assert.equal(pkg.license, "MIT");
    assert.deepEqual(pkg.repository, { ...core.repository, directory: "packages/gift-cards" });
    assert.match(pkg.homepage, /\/packages\/gift-cards#readme$/);
    assert.deepEqual(pkg.bugs, core.bugs);
    assert.deepEqual(pkg.exports["."], { types: "./dist/index.d.ts", import: "./dist/index.js" });
    assert.equal(pkg.exports["./styles.css"], "./dist/styles.css");
    assert.deepEqual(Object.keys(pkg.peerDependencies), ["@vitrine/core", "jotai", "react", "react-dom"]);
    assert.equal(pkg.peerDependencies["@vitrine/core"], "workspace:0.x");
    assert.deepEqual(pkg.scripts, core.scripts);
    for (const script of ["build", "typecheck", "test", "size", "publish-check"])
      assert.ok(pkg.scripts[script]);
    // Exact versions only (house rule), the same as core's.
    for (const [dependency, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (dependency !== "@vitrine/core") assert.match(version, /^\d+\.\d+\.\d+$/, dependency);
    }
  });

  it("fills in every placeholder: names in files, identifiers, class names, snippet keys and routes", () => {
    for (const file of filesBelow(path.join(root, "packages", "gift-cards"))) {
      assert.doesNotMatch(readFileSync(file, "utf8"), /__(name|camel|Name|CONST|Title|description)__/, file);
    }
    const index = read("packages/gift-cards/src/index.ts");
    assert.match(index, /export \{ GiftCards, type GiftCardsProps \} from "\.\/GiftCards";/);
    assert.match(index, /useGiftCards/);
    assert.match(read("packages/gift-cards/src/constants.ts"), /export const GIFT_CARDS_MAX_ENTRIES = 5;/);
    assert.match(read("packages/gift-cards/src/GiftCards.tsx"), /"vitrine-gift-cards__title"/);
    assert.match(read("packages/gift-cards/src/giftCards.snippets.ts"), /"giftCards\.title": "Gift cards"/);
    assert.match(read("packages/gift-cards/src/giftCards.api.ts"), /client\.post\("\/gift-cards"/);
    assert.match(read("packages/gift-cards/src/styles.css"), /^\.vitrine-gift-cards \{/m);
    assert.match(read("packages/gift-cards/README.md"), /^# @vitrine\/gift-cards$/m);
  });

  it("the story has a play function and the unit test names what it proves", () => {
    const story = read("packages/gift-cards/src/GiftCards.stories.tsx");
    assert.match(story, /title: "Gift cards\/GiftCards"/);
    assert.match(story, /play: async/);
    assert.match(
      read("packages/gift-cards/src/giftCards.test.tsx"),
      /it\("a failed request keeps the entries on screen"/,
    );
  });

  it("shares the build, test and size configuration of config/", () => {
    assert.match(read("packages/gift-cards/tsup.config.ts"), /packageBuild\(\)/);
    assert.match(read("packages/gift-cards/vitest.config.ts"), /packageTests\(\)/);
    assert.match(read("packages/gift-cards/.size-limit.mjs"), /packageSizes\(\[/);
  });

  it("writes a changeset for the new package", () => {
    assert.equal(
      read(".changeset/gift-cards-first-release.md"),
      '---\n"@vitrine/gift-cards": minor\n---\n\nFirst release of `@vitrine/gift-cards`: Vitrine gift cards: redeem a gift card.\n',
    );
  });

  it("refuses a name that is not kebab-case and a package that exists", () => {
    for (const bad of ["GiftCards", "gift_cards", "-gift", "gift-", "", undefined, "../core"]) {
      assert.throws(() => createPackage(bad, { root }), /is not a package name/);
    }
    assert.throws(() => createPackage("gift-cards", { root }), /packages\/gift-cards exists already/);
  });

  it("spells one-word and several-word names", () => {
    assert.deepEqual(spellings("analytics"), {
      __name__: "analytics",
      __camel__: "analytics",
      __Name__: "Analytics",
      __CONST__: "ANALYTICS",
      __Title__: "Analytics",
    });
    assert.equal(spellings("customized-products").__camel__, "customizedProducts");
    assert.equal(spellings("card-payment").__CONST__, "CARD_PAYMENT");
  });
});
