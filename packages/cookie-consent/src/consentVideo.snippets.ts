import type { Snippets } from "@vitrine/core";

/** English defaults of the consent-gated video; shops override them by key. */
export const consentVideoSnippets = {
  "cookieConsent.video.notice":
    "This video is provided by {provider}. When you load it, {provider} receives data such as your IP address, and a cookie remembers your choice for 30 days.",
  "cookieConsent.video.load": "Load video",
} satisfies Snippets;
