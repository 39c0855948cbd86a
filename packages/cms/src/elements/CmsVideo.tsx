import { ConsentVideo } from "@vitrine/cookie-consent/video";
import { mediaSrcSet } from "@vitrine/core/utils";
import * as v from "valibot";
import { type CmsElementComponent, type CmsElementProps, defineCmsElement } from "../cms.registry";
import { CONTENT_WIDTH_SIZES, MediaSchema, mediaImageSrc } from "./media";

/** The video elements' data: the resolved preview media. */
export const CmsVideoDataSchema = v.looseObject({
  previewMedia: v.nullish(MediaSchema),
});

function CmsVideo({
  provider,
  data,
  config,
  context,
}: CmsElementProps<v.InferOutput<typeof CmsVideoDataSchema>> & { provider: "youtube" | "vimeo" }) {
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
export const CmsYoutubeVideo: CmsElementComponent = defineCmsElement(CmsVideoDataSchema, (props) => (
  <CmsVideo {...props} provider="youtube" />
));
/** Shopware's `vimeo-video` element behind `@vitrine/cookie-consent`'s consent gate (16:9, space reserved). */
export const CmsVimeoVideo: CmsElementComponent = defineCmsElement(CmsVideoDataSchema, (props) => (
  <CmsVideo {...props} provider="vimeo" />
));
