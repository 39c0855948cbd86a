// The upload queue, loaded lazily with the first file: sends one file (`POST /customized-products/upload`, multipart
// file and optionId) and reads the answer the spec's way.
import { isStoreApiError, type StoreApiClient } from "@vitrine/core";

/** The outcome of one upload: the media id, or the error code (HTTP status; 0 when the file could not be read). */
export type UploadOutcome = { mediaId: string } | { code: number };

/**
 * Uploads one file: a non-JSON answer or one with an `errors` field fails it with the HTTP status as its code; a
 * file that cannot be read fails with code 0.
 */
export async function uploadFile(
  client: StoreApiClient,
  optionId: string,
  file: File,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<UploadOutcome> {
  try {
    // Read the first byte: a file that is gone or unreadable fails here, before any request.
    await file.slice(0, 1).arrayBuffer();
  } catch {
    return { code: 0 };
  }
  const form = new FormData();
  form.append("file", file);
  form.append("optionId", optionId);
  try {
    const answer = (await client.post("/customized-products/upload", {
      body: form,
      signal,
      onUploadProgress: onProgress && ((loaded, total) => total && onProgress(loaded / total)),
    })) as {
      mediaId?: unknown;
      errors?: unknown;
    } | null;
    if (!answer || answer.errors || typeof answer.mediaId !== "string") return { code: 200 };
    return { mediaId: answer.mediaId };
  } catch (error) {
    return { code: isStoreApiError(error) ? error.status : 0 };
  }
}
