import { describe, expect, it } from "vitest";
import { CAROUSEL_SWIPE_ANGLE, GALLERY_THUMBNAILS, PRODUCT_SLIDER_MIN_BOX_WIDTH_PX } from "./constants";
import { magnifierPosition, moveSlide, swipeDirection, thumbnailWindowStart } from "./gallery.state";
import { productsPerView } from "./slider.state";

describe("gallery slides", () => {
  it("arrows move one slide, wrapping around with loop and stopping at the ends without", () => {
    expect(moveSlide(0, 1, 4, false)).toBe(1);
    expect(moveSlide(3, 1, 4, false)).toBe(3);
    expect(moveSlide(0, -1, 4, false)).toBe(0);
    expect(moveSlide(3, 1, 4, true)).toBe(0);
    expect(moveSlide(0, -1, 4, true)).toBe(3);
    expect(moveSlide(0, 1, 0, true)).toBe(0);
  });

  it(`carousel defaults: swipe angle ${CAROUSEL_SWIPE_ANGLE} (a movement more than 15° off the horizontal is no swipe)`, () => {
    expect(swipeDirection(-100, 0)).toBe("next");
    expect(swipeDirection(100, 10)).toBe("previous");
    // tan(15°) ≈ 0.268: 100 px across and 26 px down is still a swipe, 28 px down is not.
    expect(swipeDirection(-100, 26)).toBe("next");
    expect(swipeDirection(-100, 28)).toBeNull();
    expect(swipeDirection(-10, 0)).toBeNull();
  });

  it(`gallery thumbnails: ${GALLERY_THUMBNAILS} items visible, the active one kept in view`, () => {
    expect(thumbnailWindowStart(0, 8)).toBe(0);
    expect(thumbnailWindowStart(2, 8)).toBe(0);
    expect(thumbnailWindowStart(4, 8)).toBe(2);
    expect(thumbnailWindowStart(7, 8)).toBe(3);
    expect(thumbnailWindowStart(3, 4)).toBe(0);
  });
});

describe("product slider", () => {
  it(`product slider minimum box width ${PRODUCT_SLIDER_MIN_BOX_WIDTH_PX} px: boxes per view never shrink a box below it`, () => {
    expect(productsPerView(299, 300, 16)).toBe(1);
    expect(productsPerView(615, 300, 16)).toBe(1);
    expect(productsPerView(616, 300, 16)).toBe(2);
    expect(productsPerView(1264, 300, 16)).toBe(4);
    for (const width of [320, 700, 990, 1300, 1700]) {
      const perView = productsPerView(width, 300, 16);
      expect((width - (perView - 1) * 16) / perView).toBeGreaterThanOrEqual(300);
    }
  });
});

describe("magnifier", () => {
  it("follows the pointer as a share of the image, clamped to its edges", () => {
    expect(magnifierPosition(50, 25, 200, 100)).toEqual({ x: 25, y: 25 });
    expect(magnifierPosition(-5, 200, 200, 100)).toEqual({ x: 0, y: 100 });
  });
});
