import type { Meta, StoryObj } from "@storybook/react-vite";
import { readCookie, writeCookie } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { ConsentVideo, type ConsentVideoProps } from "./ConsentVideo";
import { createTestShop } from "./testing";

// A preview drawn inline: stories run without internet.
const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 16 9"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e9dcc7"/><stop offset="1" stop-color="#b9a27f"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/><circle cx="8" cy="4.5" r="1.4" fill="#1c1f26" opacity=".75"/><path d="M7.5 3.8v1.4l1.2-.7z" fill="#fff"/></svg>',
)}`;

function ProductPage(props: ConsentVideoProps) {
  const [shop] = useState(() => createTestShop());
  const Wrapper = shop.wrapper;
  return (
    <Wrapper>
      <main style={{ maxWidth: "40rem", padding: "1rem", fontFamily: "var(--vitrine-font-family)" }}>
        <h1>How our linen is woven</h1>
        <ConsentVideo {...props} />
      </main>
    </Wrapper>
  );
}

const meta = {
  title: "Cookie consent/ConsentVideo",
  component: ProductPage,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { ConsentVideo },
  args: {
    provider: "youtube",
    videoId: "dQw4w9WgXcQ",
    title: "How our linen is woven",
    previewImage: preview,
  },
  argTypes: { provider: { control: "inline-radio", options: ["youtube", "vimeo"] } },
  parameters: {
    layout: "fullscreen",
    // The player's frame cannot load here (no internet), so axe checks the page, not the frame's content.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before consent: the title, a notice and "Load video" over the blurred preview; no frame, nothing sent to YouTube. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("How our linen is woven", { selector: "p" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Load video" })).toHaveAccessibleDescription(
      /This video is provided by YouTube/,
    );
    await expect(canvasElementFrames()).toHaveLength(0);
  },
};

/** Confirming sets youtube-video for 30 days and replaces the preview with the player (youtube-nocookie.com). */
export const LoadVideo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Load video" }));
    const frame = await canvas.findByTitle("How our linen is woven");
    await expect(frame.tagName).toBe("IFRAME");
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1",
    );
    await waitFor(() => expect(frame).toHaveFocus());
    await expect(readCookie("youtube-video")).toBe("1");
    await expect(canvas.queryByRole("button", { name: "Load video" })).toBeNull();
  },
};

/** With the consent stored, the player shows at once (Vimeo, with dnt=1). */
export const ConsentStored: Story = {
  args: { provider: "vimeo", videoId: "76979871", title: "A visit to the weaving mill" },
  beforeEach: () => {
    writeCookie("youtube-video", "1", { days: 30 });
  },
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle("A visit to the weaving mill");
    await expect(frame).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?dnt=1");
    await expect(canvas.queryByRole("button", { name: "Load video" })).toBeNull();
  },
};

function canvasElementFrames() {
  return [...document.querySelectorAll("iframe")].filter((frame) => frame.closest(".vitrine-consent-video"));
}
