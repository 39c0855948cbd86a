import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { consentVideoSnippets } from "./consentVideo.snippets";
import { type ConsentVideoOptions, useConsentVideo } from "./useConsentVideo";

/** Props of `<ConsentVideo>`. */
export interface ConsentVideoProps extends ConsentVideoOptions {
  /** The video's title: names the player frame and the preview. */
  title: string;
  /**
   * Preview image shown, blurred, behind the notice until the shopper loads the video. It is decorative: the
   * title is shown as text above the notice, so text baked into the image never needs to be read or fit.
   */
  previewImage?: string;
  /**
   * The preview image in several widths (`srcset`, e.g. a media file's thumbnails), so a phone loads a small file
   * rather than `previewImage`'s; `previewSizes` says how wide it shows (default: the full width of the page).
   */
  previewSrcSet?: string;
  previewSizes?: string;
  /** Class name added to `vitrine-consent-video`. */
  className?: string;
}

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A consent-gated YouTube or Vimeo video: the title, a notice and a "Load video" button over a blurred preview
 * image (the box grows with its text at any width); confirming
 * stores the video consent and shows the player on the privacy-enhanced domain. State in `data-state`.
 */
export function ConsentVideo({
  title,
  previewImage,
  previewSrcSet,
  previewSizes = "100vw",
  className,
  ...options
}: ConsentVideoProps): ReactNode {
  const t = useSnippet(consentVideoSnippets);
  const video = useConsentVideo(options);
  const noticeId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that had focus is gone: hand focus to the player the shopper asked for.
    if (video.confirmedNow) frame.current?.focus();
  }, [video.confirmedNow]);
  return (
    <div
      className={cx("vitrine-consent-video", className)}
      data-state={video.showPlayer ? "player" : "preview"}
      data-provider={options.provider}
    >
      {video.showPlayer ? (
        <iframe
          ref={frame}
          className="vitrine-consent-video__player"
          src={video.playerUrl}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {previewImage && (
            <img
              className="vitrine-consent-video__preview"
              src={previewImage}
              srcSet={previewSrcSet}
              sizes={previewSrcSet ? previewSizes : undefined}
              alt=""
              loading="lazy"
            />
          )}
          <div className="vitrine-consent-video__gate">
            <p className="vitrine-consent-video__title">{title}</p>
            <p id={noticeId} className="vitrine-consent-video__notice">
              {t("cookieConsent.video.notice", { provider: PROVIDER_NAMES[options.provider] })}
            </p>
            <button
              type="button"
              className="vitrine-button"
              aria-describedby={noticeId}
              onClick={video.confirm}
            >
              {t("cookieConsent.video.load")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
