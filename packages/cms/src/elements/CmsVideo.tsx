import { ConsentVideo } from "@vitrine/cookie-consent/video";
import { mediaSrcSet } from "@vitrine/core/utils";
import { type CmsElementComponent, type CmsElementProps, defineCmsElement } from "../cms.registry";
import type { CmsVideoData } from "./elements.schema";
import { CONTENT_WIDTH_SIZES, mediaImageSrc } from "./media";

function CmsVideo({
  provider,
  data,
  config,
  context,
}: CmsElementProps<CmsVideoData> & { provider: "youtube" | "vimeo" }) {
  const videoId = config("videoID");
  if (typeof videoId !== "string" || !videoId) return null;
  const title = config("iframeTitle");
  const preview = data?.previewMedia;
  const previewSrcSet = preview ? mediaSrcSet(preview) : "";
  return (
    <ConsentVideo
      className="vitrine-cms-video"
      provider={provider}
      videoId={videoId}
      title={typeof title === "string" && title ? title : "Video"}
      {...(preview ? { previewImage: mediaImageSrc(preview) } : {})}
      {...(previewSrcSet ? { previewSrcSet, previewSizes: CONTENT_WIDTH_SIZES } : {})}
      initialConsent={context.videoConsent === true}
    />
  );
}

/** Shopware's `youtube-video` element behind `@vitrine/cookie-consent`'s consent gate (16:9, space reserved). */
export const CmsYoutubeVideo: CmsElementComponent = defineCmsElement<CmsVideoData>((props) => (
  <CmsVideo {...props} provider="youtube" />
));
/** Shopware's `vimeo-video` element behind `@vitrine/cookie-consent`'s consent gate (16:9, space reserved). */
export const CmsVimeoVideo: CmsElementComponent = defineCmsElement<CmsVideoData>((props) => (
  <CmsVideo {...props} provider="vimeo" />
));
