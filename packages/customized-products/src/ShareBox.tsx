import { useSnippet, useStoreApi } from "@vitrine/core";
import { useHydrated } from "@vitrine/core/react";
import { type ReactNode, useRef, useState } from "react";
import { shareSnippets } from "./share.snippets";
import type { CustomizedProductControls } from "./useCustomizedProduct";

/** Copies text: the clipboard API, else selecting the field and the copy command (fallback). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.("copy") ?? false;
  }
}

/** Share: creates the link, shows it in a read-only field with a copy button. */
export default function ShareBox({ controls }: { controls: CustomizedProductControls }): ReactNode {
  const t = useSnippet(shareSnippets);
  const field = useRef<HTMLInputElement>(null);
  const client = useStoreApi();
  // Works once this lazily loaded part has hydrated: until then (server HTML) the button is disabled.
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "error">("idle");
  // Share posts the buy form with absoluteBaseUrl and baseUrl; the answer's shareUrl is shown.
  const share = async () => {
    setStatus("loading");
    setCopied(false);
    try {
      // The shop's address: the share link opens its product page there (the shop runs at the root path).
      setShareUrl(
        await controls.api.share(client, {
          ...controls.body,
          absoluteBaseUrl: window.location.origin,
          baseUrl: "",
        }),
      );
      setStatus("ready");
    } catch {
      setStatus("error");
    }
  };
  return (
    <div className="vitrine-cp-share">
      <button
        type="button"
        className="vitrine-cp-share__button"
        disabled={!hydrated}
        aria-busy={status === "loading" || undefined}
        onClick={() => void share()}
      >
        {t("customizedProducts.share")}
      </button>
      {shareUrl && (
        <div className="vitrine-cp-share__link">
          <label>
            {t("customizedProducts.shareUrl")}
            <input
              ref={field}
              type="text"
              readOnly
              value={shareUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <button type="button" onClick={() => void copyText(shareUrl ?? "", field.current).then(setCopied)}>
            {t("customizedProducts.copy")}
          </button>
        </div>
      )}
      <p role="status" className="vitrine-cp-share__status">
        {copied
          ? t("customizedProducts.copied")
          : status === "error"
            ? t("customizedProducts.shareFailed")
            : ""}
      </p>
    </div>
  );
}
