// The changelog lines `changeset version` writes (.changeset/config.json): a changeset's summary as its author
// wrote it for the people who use the package, without commit hashes. A version that only follows another
// @vitrine package (the fixed group, an internal range) adds no "Updated dependencies" lines: the packages
// release together at one version, so those lines would say nothing a reader can act on.
/** @type {import("@changesets/types").ChangelogFunctions} */
module.exports = {
  async getReleaseLine(changeset) {
    const [first, ...rest] = changeset.summary
      .trim()
      .split("\n")
      .map((line) => line.trimEnd());
    return [`- ${first}`, ...rest.map((line) => (line ? `  ${line}` : ""))].join("\n");
  },
  async getDependencyReleaseLine() {
    return "";
  },
};
