import { useEvents, writeCookie } from "@vitrine/core";
import { useState } from "react";
import { installCookieConsent } from "./consent";
import { VIDEO_CONSENT_COOKIE, VIDEO_CONSENT_EXPIRATION_DAYS, VIDEO_CONSENT_VALUE } from "./constants";
import { useConsent } from "./useConsent";

/** Video platforms the embed supports. */
export type VideoProvider = "youtube" | "vimeo";

/** The player address on the platform's privacy-enhanced domain (youtube-nocookie.com, Vimeo with dnt=1). */
export function videoPlayerUrl(provider: VideoProvider, videoId: string, { autoplay = false } = {}): string {
  const id = encodeURIComponent(videoId);
  const play = autoplay ? "&autoplay=1" : "";
  return provider === "vimeo"
    ? `https://player.vimeo.com/video/${id}?dnt=1${play}`
    : `https://www.youtube-nocookie.com/embed/${id}?rel=0${play}`;
}

/** Options of {@link useConsentVideo}. */
export interface ConsentVideoOptions {
  provider: VideoProvider;
  videoId: string;
  /** The server's answer: `hasCookieConsent(VIDEO_CONSENT_COOKIE, cookieHeader)` from a loader. */
  initialConsent?: boolean;
}

/** State and action of a consent-gated video. */
export interface ConsentVideoControls {
  /** Whether the player is shown (consent given now or stored before). */
  showPlayer: boolean;
  /** The player's address. */
  playerUrl: string;
  /** True right after the shopper confirmed here (the player starts and takes focus). */
  confirmedNow: boolean;
  /** "Load video": stores `youtube-video` for 30 days and shows the player. */
  confirm: () => void;
}

/** Headless video gate: a preview until the shopper confirms, at once when the video consent is stored. */
export function useConsentVideo({
  provider,
  videoId,
  initialConsent,
}: ConsentVideoOptions): ConsentVideoControls {
  const events = useEvents();
  const consented = useConsent(VIDEO_CONSENT_COOKIE, initialConsent);
  const [confirmedNow, setConfirmedNow] = useState(false);
  const confirm = () => {
    writeCookie(VIDEO_CONSENT_COOKIE, VIDEO_CONSENT_VALUE, { days: VIDEO_CONSENT_EXPIRATION_DAYS });
    setConfirmedNow(true);
    installCookieConsent();
    events.emit("consent:changed", { changes: { [VIDEO_CONSENT_COOKIE]: true } });
  };
  return {
    showPlayer: consented || confirmedNow,
    playerUrl: videoPlayerUrl(provider, videoId, { autoplay: confirmedNow }),
    confirmedNow,
    confirm,
  };
}
