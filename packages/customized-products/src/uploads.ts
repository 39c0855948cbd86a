// The upload registry: one entry per file name, added → uploading → success (valid,
// uploaded) or error with a code. Pure data; the lazily loaded upload queue sends the files.
import { UPLOAD_MAX_COUNT_DEFAULT, UPLOAD_TOO_MANY_FILES_CODE } from "./constants";
import type { TemplateOption } from "./customizedProducts.schema";
import { typeNumber } from "./rules";

/** Where a file stands. */
export type UploadStatus = "added" | "uploading" | "success" | "error";

/** One file of an upload option ("Upload registry entry": file, valid, uploaded). */
export interface UploadEntry {
  /** Stable identity: name, size and last modified. */
  key: string;
  name: string;
  status: UploadStatus;
  valid: boolean;
  uploaded: boolean;
  /** The file to send (absent for a file restored from its media id). */
  file?: File;
  mediaId?: string;
  /** The error's code: the HTTP status, 422 for one file too many, 413/415 for size and type, 0 for a read error. */
  code?: number;
  /** How much of the file was sent while uploading (0 to 1); absent while unknown. */
  progress?: number;
}

/** What an upload option allows (its type properties). */
export interface UploadRules {
  maxCount?: number;
  /** Largest file in MB. */
  maxFileSize?: number;
  excludedExtensions?: readonly string[];
  /** Only images (image upload). */
  imagesOnly?: boolean;
}

const IMAGE_TYPE = /^image\/(png|jpe?g|gif|webp)$/;

/** A file's stable identity: name, size and last modified. */
export const uploadKey = (file: File): string => `${file.name}|${file.size}|${file.lastModified}`;

function checkBeforeSending(file: File, rules: UploadRules): number | undefined {
  const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
  if ((rules.excludedExtensions ?? []).some((excluded) => excluded.toLowerCase() === extension)) return 415;
  if (rules.imagesOnly && !IMAGE_TYPE.test(file.type)) return 415;
  if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize * 1024 * 1024) return 413;
  return undefined;
}

const takesSlot = (entry: UploadEntry): boolean => entry.status !== "error";

/**
 * Adds files to an option's registry: a name already there is ignored; type and size are checked before sending
 * (415, 413); a file beyond the maximum count (default 1) waits with error 422 for a free slot.
 */
export function addUploads(
  entries: readonly UploadEntry[],
  files: readonly File[],
  rules: UploadRules,
): UploadEntry[] {
  const max = rules.maxCount ?? UPLOAD_MAX_COUNT_DEFAULT;
  const next = [...entries];
  for (const file of files) {
    if (next.some((entry) => entry.name === file.name)) continue;
    const base = { key: uploadKey(file), name: file.name, file, valid: false, uploaded: false };
    const code = checkBeforeSending(file, rules);
    if (code !== undefined) next.push({ ...base, status: "error", code });
    else if (next.filter(takesSlot).length >= max)
      next.push({ ...base, status: "error", code: UPLOAD_TOO_MANY_FILES_CODE });
    else next.push({ ...base, status: "added" });
  }
  return next;
}

/** Removes a file; the slot it frees goes to the next file waiting with 422, which is then uploaded. */
export function removeUpload(
  entries: readonly UploadEntry[],
  name: string,
  rules: UploadRules,
): UploadEntry[] {
  const max = rules.maxCount ?? UPLOAD_MAX_COUNT_DEFAULT;
  const next = entries.filter((entry) => entry.name !== name);
  const waiting = next.find((entry) => entry.code === UPLOAD_TOO_MANY_FILES_CODE);
  if (!waiting || next.filter(takesSlot).length >= max) return next;
  return updateUpload(next, waiting.name, { status: "added" });
}

/** Changes one file's entry: `uploading` (with how much is sent), `success` with its media id, or `error` with a code. */
export function updateUpload(
  entries: readonly UploadEntry[],
  name: string,
  update:
    | { status: "uploading" | "added"; progress?: number }
    | { status: "success"; mediaId: string }
    | { status: "error"; code: number },
): UploadEntry[] {
  return entries.map((entry) => {
    if (entry.name !== name) return entry;
    const { code: _code, mediaId: _mediaId, progress: _progress, ...rest } = entry;
    // Valid and uploaded once the shop has the file; the new state's own fields (media id, code, progress) only.
    const done = update.status === "success";
    return { ...rest, ...update, valid: done, uploaded: done };
  });
}

/** An upload option's rules from its type properties. */
export function uploadRules(option: TemplateOption): UploadRules {
  return {
    maxCount: typeNumber(option, "maxCount", UPLOAD_MAX_COUNT_DEFAULT),
    maxFileSize: typeNumber(option, "maxFileSize", 10),
    excludedExtensions: (option.typeProperties?.excludedExtensions as string[] | undefined) ?? [],
    imagesOnly: option.type === "imagefileupload",
  };
}
