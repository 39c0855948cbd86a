import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { sampleMedia } from "./gallery.fixtures";
import { ShopFrame } from "./gallery.test-utils";
import { Magnifier } from "./Magnifier";

const [media] = sampleMedia(1);

const meta = {
  title: "Gallery zoom/Magnifier",
  component: Magnifier,
  args: { media: media as NonNullable<typeof media>, factor: 3, children: null },
  argTypes: { media: { control: false }, children: { control: false } },
  render: (args) => (
    <ShopFrame>
      <div style={{ maxWidth: 480 }}>
        <Magnifier {...args}>
          <img
            src={args.media.url}
            alt={args.media.alt ?? ""}
            width={1600}
            height={1200}
            style={{ width: "100%", height: "auto", display: "block" }}
          />
        </Magnifier>
      </div>
    </ShopFrame>
  ),
  parameters: { layout: "padded" },
} satisfies Meta<typeof Magnifier>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hover with a mouse: at LG viewports and up (992 px) the image shows three times larger under the pointer;
 * below LG nothing happens. Widen the window to see it.
 */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const magnifier = canvasElement.querySelector<HTMLElement>(".vitrine-magnifier") as HTMLElement;
    const image = magnifier.querySelector("img") as HTMLImageElement;
    await userEvent.hover(image);
    const large = window.innerWidth >= 992;
    await waitFor(() => expect(magnifier).toHaveAttribute("data-state", large ? "active" : "inactive"));
    const pane = magnifier.querySelector<HTMLElement>(".vitrine-magnifier__pane");
    if (large) await expect(pane?.style.backgroundSize).toMatch(/^300%/);
    else await expect(pane).toBeNull();
    await userEvent.unhover(image);
    await expect(magnifier).toHaveAttribute("data-state", "inactive");
  },
};
