// @vitrine/cookie-consent/video: the consent-gated YouTube and Vimeo embed (its own entry: only pages with a
// video pay for it).

export { ConsentVideo, type ConsentVideoProps } from "./ConsentVideo";
export { consentVideoSnippets } from "./consentVideo.snippets";
export {
  type ConsentVideoControls,
  type ConsentVideoOptions,
  useConsentVideo,
  type VideoProvider,
  videoPlayerUrl,
} from "./useConsentVideo";
