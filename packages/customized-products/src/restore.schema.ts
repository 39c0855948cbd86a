import * as v from "valibot";

/** The upload's answer: the new media id ("Upload response: mediaId or errors"). */
export const UploadResponseSchema = v.looseObject({ mediaId: v.string() });

/** A stored configuration ("Restore configuration": quantity and a per-option value with type). */
export const RestoreConfigurationSchema = v.looseObject({
  /** The template it was made with (a cart line's stored configuration names it). */
  templateId: v.optional(v.string()),
  quantity: v.number(),
  options: v.record(
    v.string(),
    v.looseObject({
      type: v.string(),
      value: v.unknown(),
    }),
  ),
});

/** A stored configuration to restore. */
export type RestoreConfiguration = v.InferOutput<typeof RestoreConfigurationSchema>;
