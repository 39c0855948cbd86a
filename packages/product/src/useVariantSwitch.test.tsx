import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { configurator } from "./product.fixtures";
import { createFakeClient, notFoundBody, shopWrapper } from "./product.test-utils";
import { useVariantSwitch } from "./useVariantSwitch";

const PARENT = "a0000000000000000000000000000001";
const RED_M = "b0000000000000000000000000000002";

function setup(respond: Parameters<typeof createFakeClient>[0], basePath?: string) {
  // A shop that links by SEO URLs (its client asks for them) whenever a test names a base path.
  const { client, requests } = createFakeClient(respond, { includeSeoUrls: basePath !== undefined });
  const navigate = vi.fn();
  const hook = renderHook(
    () => useVariantSwitch({ parentId: PARENT, configurator, selectedOptionIds: ["red", "s"] }),
    { wrapper: shopWrapper(client, "en-GB", navigate, basePath ? { basePath } : {}) },
  );
  return { ...hook, navigate, requests };
}

describe("Variant configurator: switching finds the variant and moves to its URL, replacing the current history entry", () => {
  it("calls find-variant with the options and the switched group, then navigates with replace: true", async () => {
    const { result, navigate, requests } = setup(() => ({
      body: { foundCombination: { variantId: RED_M, options: ["red", "m"] } },
    }));
    expect(result.current.selection).toEqual({ colour: "red", size: "s" });
    await act(() => result.current.select("size", "m"));
    // A shop that does not link by SEO URLs: find-variant only, and the variant's technical route.
    expect(requests).toEqual([
      {
        method: "POST",
        path: `/product/${PARENT}/find-variant`,
        body: { options: { colour: "red", size: "m" }, switchedGroup: "size" },
      },
    ]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/detail/${RED_M}`, { replace: true, keepScroll: true });
  });

  it("lands on the chosen variant's canonical SEO URL when the shop has one, under the language's base path", async () => {
    const { result, navigate, requests } = setup(
      (path) =>
        path === "/product"
          ? {
              body: {
                elements: [
                  {
                    id: RED_M,
                    seoUrls: [
                      { seoPathInfo: "Tee/VT-1.1", isCanonical: false, isDeleted: false },
                      { seoPathInfo: "Tee-red-M/VT-1.2", isCanonical: true, isDeleted: false },
                    ],
                  },
                ],
              },
            }
          : { body: { foundCombination: { variantId: RED_M, options: ["red", "m"] } } },
      "/de",
    );
    await act(() => result.current.select("size", "m"));
    // One small read of the found variant's SEO URLs after find-variant.
    expect(requests[1]).toEqual({
      method: "POST",
      path: "/product",
      body: { ids: [RED_M], includes: { product: ["id", "seoUrls"] } },
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/de/Tee-red-M/VT-1.2", {
      replace: true,
      keepScroll: true,
    });
  });

  it("moves to the variant's technical route when reading its SEO URLs fails", async () => {
    const { result, navigate } = setup(
      (path) =>
        path === "/product"
          ? { status: 500, body: { errors: [] } }
          : { body: { foundCombination: { variantId: RED_M, options: ["red", "m"] } } },
      "/de",
    );
    await act(() => result.current.select("size", "m"));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/de/detail/${RED_M}`, {
      replace: true,
      keepScroll: true,
    });
    expect(result.current.error).toBeNull();
  });

  it("combinations that do not exist are marked", () => {
    const { result } = setup(() => ({ body: {} }));
    const size = result.current.groups[1];
    expect(size?.options.map((option) => [option.option.id, option.combinable, option.selected])).toEqual([
      ["s", true, true],
      ["m", true, false],
      ["xl", false, false],
    ]);
    expect(result.current.groups[0]?.displayType).toBe("color");
  });

  it("a 404 from find-variant is shown as a message and nothing is lost", async () => {
    const { result, navigate } = setup(() => ({ status: 404, body: notFoundBody }));
    await act(() => result.current.select("size", "xl"));
    expect(navigate).not.toHaveBeenCalled();
    expect(result.current.error).toBe("notFound");
    expect(result.current.selection).toEqual({ colour: "red", size: "s" });
    expect(result.current.switching).toBe(false);
  });

  it("a server error is a different message; choosing the current option sends nothing", async () => {
    const { result, navigate, requests } = setup(() => ({ status: 500, body: { errors: [] } }));
    await act(() => result.current.select("size", "s"));
    expect(requests).toHaveLength(0);
    await act(() => result.current.select("colour", "blue"));
    await waitFor(() => expect(result.current.error).toBe("failed"));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("when the closest combination is the variant shown, the choice does not stay pending", async () => {
    const RED_S = "b0000000000000000000000000000001";
    const { result, navigate } = setup(() => ({
      body: { foundCombination: { variantId: RED_S, options: ["s", "red"] } },
    }));
    await act(() => result.current.select("size", "xl"));
    expect(navigate).toHaveBeenCalledWith(`/detail/${RED_S}`, { replace: true, keepScroll: true });
    expect(result.current.switching).toBe(false);
    expect(result.current.selection).toEqual({ colour: "red", size: "s" });
  });
});
