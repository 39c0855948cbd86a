// The checks every package's snippet sets pass (DESIGN.md section 3, "Snippets"): each language gives a text for
// every key, keeps the English text's `{placeholders}` and leaves no text empty. The types make a missing key a
// compile error; these tests catch what types cannot (a lost placeholder, an empty text, an extra key).
import { describe, expect, it } from "vitest";

type SnippetSet = Readonly<Record<string, string>>;

/** The `{name}` placeholders of a text, sorted. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? "").sort();

/** Registers the tests of a package's English and other-language sets. */
export function describeSnippetSets(name: string, en: SnippetSet, others: Record<string, SnippetSet>): void {
  describe(`${name} snippet sets`, () => {
    it.each(Object.entries(others))(
      "every key of the English set is in the %s set, and no other",
      (_, set) => {
        expect(Object.keys(en).length).toBeGreaterThan(0);
        expect(Object.keys(set).sort()).toEqual(Object.keys(en).sort());
      },
    );

    it.each(Object.entries(others))("every %s text keeps the English text's placeholders", (_, set) => {
      const differing = Object.keys(en).filter(
        (key) => placeholdersOf(set[key] ?? "").join() !== placeholdersOf(en[key] ?? "").join(),
      );
      expect(differing).toEqual([]);
    });

    it.each(Object.entries({ en, ...others }))("no %s text is empty", (_, set) => {
      expect(Object.entries(set).filter(([, text]) => text.trim() === "")).toEqual([]);
    });
  });
}
