/** The specifiers of a built file's static imports and re-exports (`import … from`, `export … from`, bare `import`). */
export declare function staticImports(code: string): string[];

/**
 * An entry and every file of the package it imports statically (`import(...)` is lazy and not followed), each with
 * its import specifiers, keyed by its path relative to the entry's folder (`chunk-X.js`).
 */
export declare function staticImportGraph(entry: string): Map<string, string[]>;

/** The code a built entry loads before anything else: the entry and every file it imports statically, joined. */
export declare function staticCode(entry: string): string;
