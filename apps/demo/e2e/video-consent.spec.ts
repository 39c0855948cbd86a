import { expect, expectNoAxeViolations, storiesId, test, waitForHydration } from "./fixtures";

const VIDEO_ID = "hJnIMNzDgHE";

test.describe("video embed", () => {
  test("the video embed shows a preview, a notice and Load video; confirming sets youtube-video for 30 days and shows the player on the privacy-enhanced domain", async ({
    page,
    request,
    context,
  }) => {
    // No network here: the player's document is answered locally.
    await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    const id = await storiesId(request);
    await page.goto(`/navigation/${id}`);
    await waitForHydration(page);
    const video = page.locator(".vitrine-consent-video");
    await expect(video).toHaveAttribute("data-state", "preview");
    await expect(video.getByText(/Behind the seams/)).toBeVisible();
    await expect(video.getByText(/This video is provided by YouTube/)).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const before = Date.now() / 1000;
    await video.getByRole("button", { name: "Load video" }).click();
    const player = page.locator("iframe.vitrine-consent-video__player");
    await expect(player).toHaveAttribute(
      "src",
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}`),
    );
    await expect(player).toHaveAttribute("title", /Behind the seams/);
    await expect(video).toHaveAttribute("data-state", "player");
    const cookie = (await context.cookies()).find((entry) => entry.name === "youtube-video");
    expect(cookie?.value).toBeTruthy();
    const days = ((cookie?.expires ?? 0) - before) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await expectNoAxeViolations(page);
  });

  test("video consent box: at phone and desktop widths the preview's title, notice and button sit inside the box, and the box grows with them", async ({
    page,
    request,
  }) => {
    const id = await storiesId(request);
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/navigation/${id}`);
      const video = page.locator(".vitrine-consent-video");
      const gate = video.locator(".vitrine-consent-video__gate");
      await expect(gate).toBeVisible();
      const box = await video.boundingBox();
      const inner = await gate.boundingBox();
      const image = await video.locator("img").boundingBox();
      if (!box || !inner || !image) throw new Error("the video box is not laid out");
      // The notice fits inside the box (nothing spills below or beside it) …
      expect(inner.x).toBeGreaterThanOrEqual(box.x);
      expect(inner.y).toBeGreaterThanOrEqual(box.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      // … and the preview image covers exactly the box, however tall the text makes it.
      expect(Math.abs(image.height - box.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(image.width - box.width)).toBeLessThanOrEqual(1);
      // The title is text that wraps within the box, not letters baked into a cropped image.
      const title = await gate.getByText(/Behind the seams/).boundingBox();
      expect(title && title.x + title.width).toBeLessThanOrEqual(inner.x + inner.width + 0.5);
    }
  });

  test("video consent box: the preview image arriving never moves the page (the box keeps its size)", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The page's images (the preview among them, a lazy image) are held back until the box has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const preview = page.locator(".vitrine-consent-video__preview");
      await page.route(/\/_media\//, async (route) => {
        await held;
        await route.continue();
      });
      // Not waiting for the load event: it waits for the held images.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const video = page.locator(".vitrine-consent-video");
      await video.scrollIntoViewIfNeeded();
      const before = await video.boundingBox();
      expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
      release();
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const after = await video.boundingBox();
      if (!before || !after) throw new Error("the video box is not laid out");
      expect(after.height).toBeCloseTo(before.height, 0);
      // Where the notice fits, the box is 16:9 (the image does not stretch it).
      if (width === 1280) expect(after.height).toBeCloseTo((after.width * 9) / 16, 0);
      await page.unrouteAll();
    }
  });

  test("with the video consent stored, the player shows at once (server HTML)", async ({
    request,
    page,
    context,
    baseURL,
  }) => {
    const id = await storiesId(request);
    // The category's own address (its SEO URL: the technical one answers 301 there).
    const address =
      (await request.get(`/navigation/${id}`, { maxRedirects: 0 })).headers().location ?? `/navigation/${id}`;
    const html = await (await request.get(address, { headers: { Cookie: "youtube-video=1" } })).text();
    expect(html).toMatch(
      new RegExp(`<iframe[^>]+src="https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}`),
    );
    expect(html).not.toContain("Load video");

    const without = await (await request.get(`/navigation/${id}`, { headers: { Cookie: "" } })).text();
    expect(without).toContain("Load video");
    expect(without).not.toContain("youtube-nocookie.com/embed");

    await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await context.addCookies([{ name: "youtube-video", value: "1", url: baseURL ?? "" }]);
    await page.goto(`/navigation/${id}`);
    await waitForHydration(page);
    await expect(page.locator(".vitrine-consent-video")).toHaveAttribute("data-state", "player");
    await expect(page.getByRole("button", { name: "Load video" })).toHaveCount(0);
  });
});
