import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { StoryShop } from "./navigation.story-shop";
import { ScrollUpButton, type ScrollUpButtonProps } from "./ScrollUpButton";

function LongPage(props: ScrollUpButtonProps) {
  return (
    <StoryShop>
      <main id="main" style={{ padding: "1rem" }}>
        <h1>A long category page</h1>
        <div style={{ height: "300vh", background: "linear-gradient(#f6f7f9, #d9dce3)" }} />
      </main>
      <ScrollUpButton {...props} />
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/ScrollUpButton",
  component: LongPage,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { ScrollUpButton },
  args: { focusTarget: "#main", threshold: 250 },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hidden at the top; visible once the page is scrolled past 250 px; it scrolls up and focuses the top. "Hidden" is
 * proven by the button going again after it was shown (at 200 px and at the top), not by a fixed wait.
 */
export const AppearsAfter250px: Story = {
  play: async ({ canvas }) => {
    const backToTop = () => canvas.queryByRole("button", { name: "Back to top" });
    window.scrollTo({ top: 600, behavior: "instant" });
    await canvas.findByRole("button", { name: "Back to top" });
    window.scrollTo({ top: 200, behavior: "instant" });
    await waitFor(() => expect(backToTop()).toBeNull());
    window.scrollTo({ top: 600, behavior: "instant" });
    await canvas.findByRole("button", { name: "Back to top" });
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(backToTop()).toBeNull());
    window.scrollTo({ top: 600, behavior: "instant" });
    const button = await canvas.findByRole("button", { name: "Back to top" });
    button.click();
    await expect(document.getElementById("main")).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(backToTop()).toBeNull());
  },
};
