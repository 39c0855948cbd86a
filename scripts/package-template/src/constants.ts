// The spec's numbers for @vitrine/__name__, each named once (DESIGN section 2). Replace the example.

/** How many entries the block shows at most. */
export const __CONST___MAX_ENTRIES = 5;
