// An upload option's control, loaded lazily with the first upload option: the file input, every file with its
// state, a thumbnail, retry and remove, and the hidden fields the buy form carries.
import { useSnippet, useStoreApi } from "@vitrine/core";
import { type ReactNode, useEffect, useMemo } from "react";
import type { TemplateOption } from "./customizedProducts.schema";
import { displayName, fileError, typeNumber } from "./rules";
import { uploadSnippets } from "./upload.snippets";
import { addUploads, removeUpload, type UploadEntry, updateUpload, uploadRules } from "./uploads";
import type { CustomizedProductControls } from "./useCustomizedProduct";

function Thumbnail({ file }: { file: File }): ReactNode {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className="vitrine-cp-thumb" src={url} alt="" width={48} height={48} />;
}

/** The file input and the option's files. */
export default function UploadControl({
  option,
  controls,
  inputId,
  common,
}: {
  option: TemplateOption;
  controls: CustomizedProductControls;
  inputId: string;
  common: Record<string, unknown>;
}): ReactNode {
  const t = useSnippet(uploadSnippets);
  const client = useStoreApi();
  const entries: readonly UploadEntry[] = controls.state.uploads[option.id] ?? [];
  const rules = uploadRules(option);
  const { updateUploads } = controls;
  // Every file in `added` is sent (the queue loads with the first file); a removed file's slot goes to the next.
  const started = useMemo(() => new WeakSet<UploadEntry>(), []);
  useEffect(() => {
    for (const entry of entries) {
      if (entry.status !== "added" || !entry.file || started.has(entry)) continue;
      started.add(entry);
      const { name, file } = entry;
      updateUploads(option.id, (current) => updateUpload(current, name, { status: "uploading" }));
      void import("./upload-queue")
        .then(({ uploadFile }) =>
          uploadFile(client, option.id, file, undefined, (progress) =>
            updateUploads(option.id, (current) =>
              updateUpload(current, name, { status: "uploading", progress }),
            ),
          ),
        )
        .catch(() => ({ code: 0 }))
        .then((outcome) =>
          updateUploads(option.id, (current) =>
            updateUpload(
              current,
              name,
              "mediaId" in outcome
                ? { status: "success", mediaId: outcome.mediaId }
                : { status: "error", code: outcome.code },
            ),
          ),
        );
    }
  }, [client, entries, option.id, updateUploads, started]);
  const field = `customized-products-template[options][${option.id}][media]`;
  return (
    <>
      <input
        type="file"
        id={inputId}
        aria-label={`${displayName(option)}: ${t("customizedProducts.upload.choose")}`}
        multiple={typeNumber(option, "maxCount", 1) > 1}
        accept={option.type === "imagefileupload" ? "image/png,image/jpeg,image/gif,image/webp" : undefined}
        {...common}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          updateUploads(option.id, (current) => addUploads(current, files, rules));
          event.currentTarget.value = "";
        }}
      />
      {entries.length > 0 && (
        <ul className="vitrine-cp-files">
          {entries.map((entry) => {
            const error = entry.status === "error" ? fileError(option, entry.code) : null;
            return (
              <li key={entry.key} className="vitrine-cp-file" data-state={entry.status}>
                {entry.file?.type.startsWith("image/") && <Thumbnail file={entry.file} />}
                <span className="vitrine-cp-file__name">{entry.name}</span>
                <span className="vitrine-cp-file__status" role="status">
                  {entry.status === "uploading" ? (
                    // How much is sent, once the browser reports it (indeterminate until then).
                    <progress aria-label={t("customizedProducts.upload.uploading")} value={entry.progress} />
                  ) : entry.status === "success" ? (
                    t("customizedProducts.upload.done")
                  ) : error ? (
                    t(`customizedProducts.error.${error.rule}`, error.params)
                  ) : (
                    ""
                  )}
                </span>
                {error?.rule === "generic" && entry.file && (
                  <button
                    type="button"
                    className="vitrine-cp-file__retry"
                    onClick={() =>
                      updateUploads(option.id, (current) =>
                        updateUpload(current, entry.name, { status: "added" }),
                      )
                    }
                  >
                    {t("customizedProducts.upload.retry", { name: entry.name })}
                  </button>
                )}
                <button
                  type="button"
                  className="vitrine-cp-file__remove"
                  onClick={() =>
                    updateUploads(option.id, (current) => removeUpload(current, entry.name, rules))
                  }
                >
                  {t("customizedProducts.upload.remove", { name: entry.name })}
                </button>
                {entry.uploaded && entry.mediaId && (
                  <>
                    <input type="hidden" name={`${field}[${entry.name}][id]`} value={entry.mediaId} />
                    <input type="hidden" name={`${field}[${entry.name}][filename]`} value={entry.name} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
