import { ConsentVideo } from "@vitrine/cookie-consent/video";
import * as v from "valibot";
import { type CmsElementComponent, type CmsElementProps, defineCmsElement } from "../cms.registry";

/** The video elements' data: the resolved preview media. */
export const CmsVideoDataSchema = v.looseObject({
  previewMedia: v.nullish(v.looseObject({ url: v.string() })),
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
  const preview = data?.previewMedia?.url;
  return (
    <ConsentVideo
      className="vitrine-cms-video"
      provider={provider}
      videoId={videoId}
      title={typeof title === "string" && title ? title : "Video"}
      {...(preview ? { previewImage: preview } : {})}
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
