import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { readCookie, writeCookie } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentVideo } from "./ConsentVideo";
import { applyConsentPlan } from "./consent.apply";
import { clearAllCookies, createTestShop } from "./testing";
import { useConsent } from "./useConsent";
import { videoPlayerUrl } from "./useConsentVideo";

let written: string[] = [];

beforeEach(() => {
  clearAllCookies();
  written = [];
  let proto: object | null = Object.getPrototypeOf(document);
  let native: PropertyDescriptor | undefined;
  while (proto && !native) {
    native = Object.getOwnPropertyDescriptor(proto, "cookie");
    proto = Object.getPrototypeOf(proto);
  }
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => native?.get?.call(document),
    set: (value: string) => {
      written.push(value);
      native?.set?.call(document, value);
    },
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, "cookie");
  clearAllCookies();
});

describe("video embed", () => {
  it("shows the title, a notice and a Load video button over a decorative preview image until the shopper confirms", () => {
    const { wrapper } = createTestShop();
    render(
      <ConsentVideo provider="youtube" videoId="dQw4w9WgXcQ" previewImage="/preview.jpg" title="Our linen" />,
      {
        wrapper,
      },
    );
    // The title is text above the notice; the preview image is a decorative backdrop (alt="").
    expect(screen.getByText("Our linen").closest(".vitrine-consent-video__gate")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector(".vitrine-consent-video__preview")?.getAttribute("src")).toBe(
      "/preview.jpg",
    );
    expect(document.querySelector(".vitrine-consent-video__preview")?.getAttribute("alt")).toBe("");
    const button = screen.getByRole("button", { name: "Load video" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/This video is provided by YouTube\./)).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("the preview image can come in several widths (srcset, sizes), so a phone loads a small file", () => {
    const { wrapper } = createTestShop();
    render(
      <ConsentVideo
        provider="vimeo"
        videoId="76979871"
        previewImage="/preview-800.jpg"
        previewSrcSet="/preview-400.jpg 400w, /preview-800.jpg 800w"
        previewSizes="(min-width: 1200px) 1200px, 100vw"
        title="Our linen"
      />,
      { wrapper },
    );
    const preview = document.querySelector(".vitrine-consent-video__preview");
    expect(preview?.getAttribute("src")).toBe("/preview-800.jpg");
    expect(preview?.getAttribute("srcset")).toBe("/preview-400.jpg 400w, /preview-800.jpg 800w");
    expect(preview?.getAttribute("sizes")).toBe("(min-width: 1200px) 1200px, 100vw");
  });

  it("confirming sets youtube-video for 30 days and replaces the preview with the player on the privacy-enhanced domain", () => {
    const { wrapper, events } = createTestShop();
    const changed = vi.fn();
    events.on("consent:changed", changed);
    render(
      <ConsentVideo provider="youtube" videoId="dQw4w9WgXcQ" previewImage="/preview.jpg" title="Our linen" />,
      {
        wrapper,
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Load video" }));
    expect(written.find((cookie) => cookie.startsWith("youtube-video="))).toMatch(
      /^youtube-video=1; Path=\/; Max-Age=2592000; Expires=/,
    );
    expect(readCookie("youtube-video")).toBe("1");
    const frame = screen.getByTitle("Our linen");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1",
    );
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("button", { name: "Load video" })).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    expect(changed).toHaveBeenCalledWith({ changes: { "youtube-video": true } });
  });

  it("with that consent stored, the player shows at once (Vimeo with dnt=1)", () => {
    writeCookie("youtube-video", "1", { days: 30 });
    const { wrapper } = createTestShop();
    render(<ConsentVideo provider="vimeo" videoId="76979871" title="Studio tour" />, { wrapper });
    expect(screen.getByTitle("Studio tour").getAttribute("src")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
    expect(screen.queryByRole("button", { name: "Load video" })).toBeNull();
  });

  it("builds player addresses on the privacy-enhanced domains and encodes the id", () => {
    expect(videoPlayerUrl("youtube", "a/b")).toBe("https://www.youtube-nocookie.com/embed/a%2Fb?rel=0");
    expect(videoPlayerUrl("vimeo", "1", { autoplay: true })).toBe(
      "https://player.vimeo.com/video/1?dnt=1&autoplay=1",
    );
  });
});

describe("useConsent(cookieName)", () => {
  it("is reactive: it follows the shopper's choice", () => {
    const { wrapper } = createTestShop();
    const { result } = renderHook(() => useConsent("wishlist-enabled"), { wrapper });
    expect(result.current).toBe(false);
    act(() =>
      applyConsentPlan({
        write: [{ name: "wishlist-enabled", value: "1", days: 30 }],
        remove: [],
        changes: {},
      }),
    );
    expect(result.current).toBe(true);
    act(() => applyConsentPlan({ write: [], remove: ["wishlist-enabled"], changes: {} }));
    expect(result.current).toBe(false);
  });
});
