/** The specifiers of a built file's static imports and re-exports (`import … from`, `export … from`, bare `import`). */
export declare function staticImports(code: string): string[];

/**
 * An entry and every file of the package it imports statically (`import(...)` is lazy and not followed), each with
 * its import specifiers, keyed by its path relative to the entry's folder (`chunk-X.js`).
 */
export declare function staticImportGraph(entry: string): Map<string, string[]>;
