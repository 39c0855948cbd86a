import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { installStoryClock, type StoryClock } from "../../../config/story-clock.testing";
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

let clock: StoryClock;

/**
 * Autoplay (every 800 ms here, 5000 ms by default) with a visible pause button (WCAG 2.2.2). The autoplay runs on
 * the story's clock: paused, 3 slides' time passes without a slide; resumed, the next one slides again.
 */
export const AutoplayPausable: Story = {
  args: { autoplay: true, autoplayTimeout: 800, title: "Top sellers", label: "Top sellers" },
  beforeEach: () => {
    clock = installStoryClock();
    return () => clock.uninstall();
  },
  play: async ({ canvas, canvasElement }) => {
    const viewport = viewportOf(canvasElement);
    // A slide turns scroll snapping off while it runs and back on when it has landed.
    const landed = () => waitFor(() => expect(viewport.style.scrollSnapType).toBe(""));
    await expect(viewport.scrollLeft).toBe(0);
    clock.runFor(800);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(0));
    await landed();
    const pause = canvas.getByRole("button", { name: "Pause automatic sliding" });
    await expect(pause).toBeVisible();
    await userEvent.click(pause);
    const play = canvas.getByRole("button", { name: "Start automatic sliding" });
    await expect(play).toHaveAttribute("data-state", "paused");
    await expect(canvas.getByRole("region", { name: "Top sellers" })).toHaveAttribute("data-state", "still");
    play.blur();
    const position = viewport.scrollLeft;
    // Paused: three intervals' time on the autoplay's clock starts no slide (a slide would start in the tick).
    clock.runFor(3 * 800);
    await expect(viewport.style.scrollSnapType).toBe("");
    await expect(viewport.scrollLeft).toBe(position);
    // Resumed on the same clock, the next interval slides again: the window above was the autoplay's.
    await userEvent.click(play);
    await expect(canvas.getByRole("button", { name: "Pause automatic sliding" })).toBeVisible();
    (canvas.getByRole("button", { name: "Pause automatic sliding" }) as HTMLElement).blur();
    clock.runFor(800);
    await waitFor(() => expect(viewport.scrollLeft).not.toBe(position));
    await landed();
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
