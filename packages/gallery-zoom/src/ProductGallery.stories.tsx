import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { ZOOM_STEPS } from "./constants";
import { sampleMedia } from "./gallery.fixtures";
import { ShopFrame } from "./gallery.test-utils";
import { ProductGallery } from "./ProductGallery";

const meta = {
  title: "Gallery zoom/ProductGallery",
  component: ProductGallery,
  args: {
    media: sampleMedia(6),
    loop: true,
    autoplay: false,
    zoom: true,
    magnifier: true,
    onIndexChange: fn(),
  },
  argTypes: { media: { control: false } },
  decorators: [
    (Story) => (
      <ShopFrame>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const sliderIndex = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("region", { name: "Product images" }).getAttribute("data-index");

/** Six images: the first loads eagerly with high priority, the rest lazily; every image has its size (no shift). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll<HTMLImageElement>(".vitrine-gallery__image")];
    await expect(images).toHaveLength(6);
    await expect(images[0]).toHaveAttribute("loading", "eager");
    await expect(images[0]).toHaveAttribute("fetchpriority", "high");
    for (const image of images.slice(1)) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).not.toHaveAttribute("fetchpriority");
    }
    for (const image of images) {
      await expect(image).toHaveAttribute("width", "1600");
      await expect(image).toHaveAttribute("height", "1200");
      await expect(image.getAttribute("srcset")).toContain(" 400w");
      await expect(image).toHaveAttribute("sizes");
    }
  },
};

/** Arrows, thumbnails (aria-current, aria-pressed) and Left/Right on the focused slider move between images. */
export const ThumbnailsAndArrows: Story = {
  play: async ({ canvas, args }) => {
    const thumbnail = (index: number) => canvas.getByRole("button", { name: `Show image ${index} of 6` });
    await expect(thumbnail(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbnail(1)).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(canvas.getByRole("button", { name: "Next image" }));
    await expect(sliderIndex(canvas)).toBe("1");
    await expect(thumbnail(2)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnail(1)).toHaveAttribute("aria-pressed", "false");
    await expect(thumbnail(1)).not.toHaveAttribute("aria-current");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(thumbnail(5));
    await expect(sliderIndex(canvas)).toBe("4");
    await expect(canvas.getByRole("group", { name: "Image 5 of 6" })).toBeVisible();

    canvas.getByRole("region", { name: "Product images" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(sliderIndex(canvas)).toBe("3");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    // Wraps around from the last image to the first.
    await expect(sliderIndex(canvas)).toBe("0");

    await userEvent.click(canvas.getByRole("button", { name: "Previous image" }));
    await expect(sliderIndex(canvas)).toBe("5");
  },
};

/** A horizontal swipe moves to the next image; a mostly vertical movement (more than 15°) does not. */
export const Swipe: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole("region", { name: "Product images" });
    const box = slider.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: "[TouchA>]", target: slider, coords: { clientX: box.left + 300, clientY: y } },
      { pointerName: "TouchA", target: slider, coords: { clientX: box.left + 100, clientY: y + 10 } },
      { keys: "[/TouchA]", target: slider, coords: { clientX: box.left + 100, clientY: y + 10 } },
    ]);
    await expect(sliderIndex(canvas)).toBe("1");
    await userEvent.pointer([
      { keys: "[TouchA>]", target: slider, coords: { clientX: box.left + 300, clientY: y - 60 } },
      { pointerName: "TouchA", target: slider, coords: { clientX: box.left + 200, clientY: y + 60 } },
      { keys: "[/TouchA]", target: slider, coords: { clientX: box.left + 200, clientY: y + 60 } },
    ]);
    await expect(sliderIndex(canvas)).toBe("1");
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

/** One image: no arrows and no thumbnails. */
export const SingleImage: Story = {
  args: { media: sampleMedia(1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Next image" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Show image/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Zoom image 1 of 1" })).toBeVisible();
  },
};

/** No images: the gallery renders nothing. */
export const Empty: Story = {
  args: { media: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".vitrine-gallery")).toBeNull();
  },
};

/**
 * The zoom modal (loaded lazily): from 1 to the maximum in five steps with the buttons and back with the keys;
 * zoom in, zoom out and reset are disabled at the bounds; pan buttons and arrow keys; double-click toggles.
 */
export const ZoomToTheBoundsAndBack: Story = {
  args: { media: sampleMedia(3) },
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Zoom image 1 of 3" }));
    // The zoom modal's code loads on the first click: in a built Storybook that is a request of its own.
    const dialog = await within(document.body).findByRole(
      "dialog",
      { name: "Image zoom" },
      { timeout: 5000 },
    );
    const modal = within(dialog);
    const zoomIn = modal.getByRole("button", { name: "Zoom in" });
    const zoomOut = modal.getByRole("button", { name: "Zoom out" });
    const reset = modal.getByRole("button", { name: "Reset zoom" });
    const level = () => dialog.querySelector("output")?.textContent;

    await step("at scale 1: zoom out and reset are disabled", async () => {
      await waitFor(() => expect(zoomIn).toBeEnabled());
      await expect(zoomOut).toBeDisabled();
      await expect(reset).toBeDisabled();
      await expect(level()).toBe("Zoom 100 %");
    });

    await step(`${ZOOM_STEPS} clicks on "Zoom in" reach the maximum, where zoom in is disabled`, async () => {
      for (let click = 1; click <= ZOOM_STEPS; click++) {
        await expect(zoomIn).toBeEnabled();
        await userEvent.click(zoomIn);
      }
      await expect(zoomIn).toBeDisabled();
      await expect(zoomOut).toBeEnabled();
      await expect(reset).toBeEnabled();
    });

    await step("the minus key zooms back out in five steps", async () => {
      const stage = modal.getByRole("group", { name: /Zoomed image/ });
      stage.focus();
      for (let press = 1; press <= ZOOM_STEPS; press++) {
        await expect(zoomOut).toBeEnabled();
        await userEvent.keyboard("-");
      }
      await expect(zoomOut).toBeDisabled();
      await expect(reset).toBeDisabled();
      await expect(level()).toBe("Zoom 100 %");
    });

    await step("the plus key zooms in to the bound, the 0 key resets", async () => {
      await userEvent.keyboard("+++++");
      await expect(zoomIn).toBeDisabled();
      await userEvent.keyboard("0");
      await expect(reset).toBeDisabled();
      await expect(zoomIn).toBeEnabled();
    });

    await step("pan with the buttons and the arrow keys, the non-drag alternative", async () => {
      const panLeft = modal.getByRole("button", { name: "Move image left" });
      await expect(panLeft).toBeDisabled();
      await userEvent.click(zoomIn);
      await expect(panLeft).toBeEnabled();
      const image = dialog.querySelector<HTMLImageElement>(".vitrine-zoom__image");
      const before = image?.style.transform;
      await userEvent.click(panLeft);
      await expect(image?.style.transform).not.toBe(before);
      await expect(image?.style.transform).toMatch(/^translate\([1-9][\d.]*px, 0px\)/);
      modal.getByRole("group", { name: /Zoomed image/ }).focus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(image?.style.transform).toMatch(/^translate\(-[1-9][\d.]*px, 0px\)/);
    });

    await step("double-click toggles between 1 and the maximum", async () => {
      await userEvent.click(reset);
      const stage = modal.getByRole("group", { name: /Zoomed image/ });
      await userEvent.dblClick(stage);
      await expect(zoomIn).toBeDisabled();
      await userEvent.dblClick(stage);
      await expect(zoomOut).toBeDisabled();
    });

    // Wheel and pointer events are continuous ones: React may render their update after the event returns (it does
    // in Storybook's UI, where the Interactions panel wraps each call), so the level is waited for.
    await step("mouse wheel: the delta divided by 800 (a turn of -800 adds 1 to the scale)", async () => {
      await userEvent.click(reset);
      const stage = modal.getByRole("group", { name: /Zoomed image/ });
      await fireEvent.wheel(stage, { deltaY: -800 });
      await waitFor(() => expect(level()).toBe("Zoom 200 %"));
      await fireEvent.wheel(stage, { deltaY: 400 });
      await waitFor(() => expect(level()).toBe("Zoom 150 %"));
    });

    await step("pinch with two pointers scales with their distance", async () => {
      await userEvent.click(reset);
      const stage = modal.getByRole("group", { name: /Zoomed image/ });
      const touch = { pointerType: "touch", isPrimary: false, bubbles: true };
      await fireEvent.pointerDown(stage, {
        ...touch,
        pointerId: 11,
        clientX: 100,
        clientY: 100,
        isPrimary: true,
      });
      await fireEvent.pointerDown(stage, { ...touch, pointerId: 12, clientX: 200, clientY: 100 });
      await fireEvent.pointerMove(stage, { ...touch, pointerId: 12, clientX: 300, clientY: 100 });
      await waitFor(() => expect(level()).toBe("Zoom 200 %"));
      await fireEvent.pointerUp(stage, { ...touch, pointerId: 12, clientX: 300, clientY: 100 });
      await fireEvent.pointerUp(stage, { ...touch, pointerId: 11, clientX: 100, clientY: 100 });
    });

    await step("thumbnails inside the modal switch the image; Esc closes", async () => {
      await userEvent.click(modal.getByRole("button", { name: "Show image 2 of 3" }));
      await expect(modal.getByRole("button", { name: "Show image 2 of 3" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
      await expect(sliderIndex(canvas)).toBe("1");
    });
  },
};
