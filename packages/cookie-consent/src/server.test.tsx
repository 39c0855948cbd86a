// @vitest-environment node
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsentVideo } from "./ConsentVideo";
import { CookieConsent } from "./CookieConsent";
import { CookieSettingsLink } from "./CookieSettings";
import { hasCookieConsent, hasCookiePreference } from "./consent";
import { VIDEO_CONSENT_COOKIE } from "./constants";

const client = createStoreApiClient({ baseUrl: "http://demo/store-api", accessKey: "KEY" });

function renderPage(cookieHeader: string) {
  return renderToString(
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main>
        <ConsentVideo
          provider="youtube"
          videoId="abc"
          title="Our linen"
          initialConsent={hasCookieConsent(VIDEO_CONSENT_COOKIE, cookieHeader)}
        />
      </main>
      <footer>
        <CookieSettingsLink />
      </footer>
      <CookieConsent initialVisible={!hasCookiePreference(cookieHeader)} />
    </VitrineProvider>,
  );
}

describe("server rendering", () => {
  it("renders the bar for a first visit, so it is there before any JavaScript runs", () => {
    const html = renderPage("");
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain("Only necessary");
    expect(html).toContain("Load video");
  });

  it("before any JavaScript the bar sits in the page's flow (it takes its own room at the page's end; nothing pads the page for it yet)", () => {
    const html = renderPage("");
    expect(html).toMatch(/<section[^>]*aria-label="Cookie consent"[^>]*data-placement="flow"/);
  });

  it("renders no bar for a shopper who has chosen, so there is no flash or layout shift", () => {
    const html = renderPage("sw-context-token=abc; cookie-preference=1");
    expect(html).not.toContain("Cookie consent");
    expect(html).toContain("Cookie settings");
  });

  it("renders the player at once when the video consent is stored", () => {
    const html = renderPage("cookie-preference=1; youtube-video=1");
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc?rel=0"');
    expect(html).not.toContain("Load video");
  });
});
