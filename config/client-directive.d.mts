/** The directive put on built entries that hold React hooks or context. */
export declare const CLIENT_DIRECTIVE: string;

/** Whether a built entry, with every file it imports statically, uses React or jotai. */
export declare function needsClientDirective(entryFile: string): boolean;

/** Puts `"use client";` on each built entry that needs it; answers the entries it marked, relative to `dist`. */
export declare function markClientEntries(dist: string, entryNames: string[]): string[];
