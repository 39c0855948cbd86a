import * as v from "valibot";

/** One entry of the answer: only the fields the feature reads (loose, so the shop may send more). */
export const __Name__EntrySchema = v.looseObject({ id: v.string(), name: v.string() });

/** The answer of the feature's Store API call. */
export const __Name__ResponseSchema = v.looseObject({ elements: v.array(__Name__EntrySchema) });

/** One entry, as the feature reads it. */
export type __Name__Entry = v.InferOutput<typeof __Name__EntrySchema>;
/** The answer, as the feature reads it. */
export type __Name__Response = v.InferOutput<typeof __Name__ResponseSchema>;
