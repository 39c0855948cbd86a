import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { installStoryClock } from "../../../config/story-clock.testing";
import { CAROUSEL_AUTOPLAY_TIMEOUT_MS, PRODUCT_SLIDER_MIN_BOX_WIDTH_PX } from "./constants";
import { sampleProducts } from "./gallery.fixtures";
import { ShopFrame } from "./gallery.test-utils";
import { ProductSlider } from "./ProductSlider";

const meta = {
  title: "Gallery zoom/ProductSlider",
  component: ProductSlider,
  args: {
    products: sampleProducts(8),
    title: "Customers also bought",
    label: "Customers also bought",
    autoplay: false,
    autoplayTimeout: CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  },
  argTypes: { products: { control: false }, renderProduct: { control: false } },
  decorators: [
    (Story) => (
      <ShopFrame>
        <Story />
      </ShopFrame>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewportOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>(".vitrine-product-slider__viewport") as HTMLElement;

/** Cross-selling: boxes at least 300 px wide on scroll-snap; the next button scrolls, previous is disabled at the start. */
export const CrossSelling: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Customers also bought" })).toBeVisible();
    const boxes = canvasElement.querySelectorAll<HTMLElement>(".vitrine-product-slider__item");
    await expect(boxes).toHaveLength(8);
    for (const box of boxes) {
      await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(PRODUCT_SLIDER_MIN_BOX_WIDTH_PX);
    }
    const link = canvas.getAllByRole("link", { name: /Linen shirt/ })[0] as HTMLElement;
    await expect(link.getAttribute("href")).toMatch(/^\/detail\/p0+1$/);
    await expect(link.closest("article")).toHaveTextContent("€19.99");

    const previous = canvas.getByRole("button", { name: "Previous products" });
    const next = canvas.getByRole("button", { name: "Next products" });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    const viewport = viewportOf(canvasElement);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    // No autoplay unless asked for: no pause button either.
    await expect(canvas.queryByRole("button", { name: /automatic sliding/ })).toBeNull();
  },
};

/**
 * Autoplay (every 800 ms here, 5000 ms by default) with a visible pause button (WCAG 2.2.2). Paused, 3 slides' time
 * passes on the story's clock without a slide; resumed, the next interval slides again.
 */
export const AutoplayPausable: Story = {
  args: { autoplay: true, autoplayTimeout: 800, title: "Top sellers", label: "Top sellers" },
  play: async ({ canvas, canvasElement }) => {
    const viewport = viewportOf(canvasElement);
    const region = canvas.getByRole("region", { name: "Top sellers" });
    // A slide turns scroll snapping off while it runs and back on when it has landed.
    const landed = () => waitFor(() => expect(viewport.style.scrollSnapType).toBe(""));
    // The autoplay starts once the page knows the shopper's motion preference (read after hydration).
    await waitFor(() => expect(region).toHaveAttribute("data-state", "playing"));
    const pause = canvas.getByRole("button", { name: "Pause automatic sliding" });
    await expect(pause).toBeVisible();
    await userEvent.click(pause);
    const play = canvas.getByRole("button", { name: "Start automatic sliding" });
    await expect(play).toHaveAttribute("data-state", "paused");
    await expect(region).toHaveAttribute("data-state", "still");
    play.blur();
    await landed();
    // The story's clock from here on, inside the play function only: Storybook's own timers around it (a built
    // Storybook waits for animations before and after) stay on the real one.
    const clock = installStoryClock();
    try {
      const position = viewport.scrollLeft;
      // Paused: three intervals' time starts no slide (a slide would start in the tick).
      clock.runFor(3 * 800);
      await expect(viewport.style.scrollSnapType).toBe("");
      await expect(viewport.scrollLeft).toBe(position);
      // Resumed, the autoplay's interval is on the story's clock: the next interval slides.
      await userEvent.click(play);
      await expect(canvas.getByRole("button", { name: "Pause automatic sliding" })).toBeVisible();
      (canvas.getByRole("button", { name: "Pause automatic sliding" }) as HTMLElement).blur();
      clock.runFor(800);
      await waitFor(() => expect(viewport.scrollLeft).not.toBe(position));
      await landed();
    } finally {
      clock.uninstall();
    }
  },
};

/** A shop's own product box through `renderProduct`. */
export const CustomBoxes: Story = {
  args: {
    products: sampleProducts(4),
    renderProduct: (product) => (
      <article style={{ padding: "1rem", border: "1px solid var(--vitrine-color-border)", borderRadius: 8 }}>
        <h3 style={{ margin: 0 }}>{product.translated.name}</h3>
        <a href={`/detail/${product.id}`}>View {product.translated.name}</a>
      </article>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole("link", { name: "View Wool scarf" })).toBeVisible();
  },
};

/** No products: a short message instead of an empty slider. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No products to show.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Next products" })).toBeNull();
  },
};
