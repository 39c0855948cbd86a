import { act, render, renderHook, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_AUTOPLAY_TIMEOUT_MS, CAROUSEL_SPEED_MS } from "./constants";
import { sampleMedia, sampleProducts } from "./gallery.fixtures";
import { ShopFrame } from "./gallery.test-utils";
import { ProductSlider } from "./ProductSlider";
import { useGallery } from "./useGallery";
import { useProductSlider } from "./useProductSlider";

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query.includes("prefers-reduced-motion"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel defaults: speed 300 ms, autoplay timeout 5000 ms", () => {
  it("autoplay is off by default on the product page", () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useGallery({ media: sampleMedia(3) }));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_TIMEOUT_MS * 2));
    expect(result.current.index).toBe(0);
  });

  it("with autoplay the next image comes after 5000 ms, and slides take 300 ms", () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useGallery({ media: sampleMedia(3), autoplay: true }));
    expect(result.current.getTrackProps().style.transition).toBe(`transform ${CAROUSEL_SPEED_MS}ms ease`);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_TIMEOUT_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it("reduced motion respected: no slide transition and no autoplay", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useGallery({ media: sampleMedia(3), autoplay: true }));
    expect(result.current.getTrackProps().style.transition).toBe("none");
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_TIMEOUT_MS * 2));
    expect(result.current.index).toBe(0);
  });

  it("the product slider's autoplay is off with reduced motion (no pause button needed)", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useProductSlider({ autoplay: true }));
    expect(result.current.autoplay).toBe(false);
    expect(result.current.playing).toBe(false);
  });

  it("the product slider's autoplay can be paused", () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useProductSlider({ autoplay: true }));
    expect(result.current.playing).toBe(true);
    act(() => result.current.togglePause());
    expect(result.current.playing).toBe(false);
    expect(result.current.getPauseButtonProps("Start")["data-state"]).toBe("paused");
  });
});

describe("product slider rendering", () => {
  it("a resize that leaves the slider's edges where they were renders no slide again", () => {
    let renders = 0;
    render(
      <ShopFrame>
        <Profiler id="slider" onRender={() => renders++}>
          <ProductSlider products={sampleProducts(4)} label="Similar products" />
        </Profiler>
      </ShopFrame>,
    );
    expect(screen.getByRole("region", { name: "Similar products" })).toBeTruthy();
    const afterMount = renders;
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(renders).toBe(afterMount);
  });
});
