import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { setConsentChecker } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useWishlistPage } from "./useWishlistPage";
import { WishlistPage } from "./WishlistPage";
import { createFakeShop, FAKE_PRODUCTS, shopWrapper, TEST_SALES_CHANNEL } from "./wishlist.test-utils";

const [shirt, tote, scarf] = FAKE_PRODUCTS.map((product) => product.id) as [string, string, string];
const KEY = `wishlist-${TEST_SALES_CHANNEL}`;

beforeEach(() => {
  localStorage.clear();
  setConsentChecker((name) => name === "wishlist-enabled");
});
afterEach(() => setConsentChecker(() => false));

describe("wishlist page", () => {
  it("guest wishlist page: products fetched by id (POST /product {ids}) and shown newest first", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        [shirt]: "2026-11-01T00:00:00.000Z",
        [scarf]: "2026-11-03T00:00:00.000Z",
        [tote]: "2026-11-02T00:00:00.000Z",
      }),
    );
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useWishlistPage(), { wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.products.map((product) => product.name)).toEqual([
      "Wool scarf",
      "Canvas tote bag",
      "Linen shirt",
    ]);
    expect(shop.calls).toEqual([
      { method: "POST", path: "/product", body: { ids: [scarf, tote, shirt], limit: 3 } },
    ]);
  });

  it("guest wishlist page drops products the shop no longer returns from storage", async () => {
    const gone = "0190ffffffffffffffffffffffffffff";
    localStorage.setItem(
      KEY,
      JSON.stringify({ [shirt]: "2026-11-01T00:00:00.000Z", [gone]: "2026-11-02T00:00:00.000Z" }),
    );
    const shop = createFakeShop();
    const { wrapper } = shopWrapper(shop.client);
    const { result } = renderHook(() => useWishlistPage(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.products.map((product) => product.name)).toEqual(["Linen shirt"]);
    await waitFor(() => expect(Object.keys(JSON.parse(localStorage.getItem(KEY) ?? "{}"))).toEqual([shirt]));
    // Asked for once: the gone product is not asked for again.
    expect(shop.calls).toHaveLength(1);
  });

  it("customer wishlist page: products from POST /customer/wishlist; remove takes one off", async () => {
    const shop = createFakeShop({ wishlist: [tote, shirt] });
    const { wrapper } = shopWrapper(shop.client, { loggedIn: true });
    render(<WishlistPage renderAddToCart={(product) => <span>cart slot {product.name}</span>} />, {
      wrapper,
    });
    const list = await screen.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Canvas tote bag", `/detail/${tote}`],
      ["Linen shirt", `/detail/${shirt}`],
    ]);
    expect(screen.getByText("cart slot Linen shirt")).toBeTruthy();
    expect(screen.getByText("€19.50")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Canvas tote bag from wishlist" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(shop.list).toEqual([shirt]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Linen shirt from wishlist" }));
    expect(await screen.findByText("Your wishlist is empty.")).toBeTruthy();
  });

  it("wishlist page links are router links: a plain click goes through the provider's navigate", async () => {
    const shop = createFakeShop({ wishlist: [tote] });
    const navigate = vi.fn();
    const { wrapper } = shopWrapper(shop.client, { loggedIn: true, navigate });
    render(<WishlistPage />, { wrapper });
    const link = await screen.findByRole("link", { name: "Canvas tote bag" });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/detail/${tote}`, { replace: false });
    // A ctrl-click opens a new tab: the browser's.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("a shop's className is added to the page's own class, not put in its place", async () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    const { container } = render(<WishlistPage className="my-wishlist" />, { wrapper });
    expect(container.firstElementChild?.className).toBe("vitrine-wishlist-page my-wishlist");
  });

  it("a read that fails shows an alert with a retry and loses nothing", async () => {
    localStorage.setItem(KEY, JSON.stringify({ [shirt]: "2026-11-01T00:00:00.000Z" }));
    const shop = createFakeShop();
    let fail = true;
    const client = {
      ...shop.client,
      post: ((path: string, options: never) => {
        if (fail && path === "/product") return Promise.reject(new Error("offline"));
        return shop.client.post(path, options);
      }) as typeof shop.client.post,
    };
    const { wrapper } = shopWrapper(client);
    render(<WishlistPage />, { wrapper });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your wishlist could not be loaded.");
    expect(localStorage.getItem(KEY)).not.toBeNull();
    fail = false;
    act(() => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("link", { name: "Linen shirt" })).toBeTruthy();
  });

  it("empty state", async () => {
    const { wrapper } = shopWrapper(createFakeShop().client);
    render(<WishlistPage />, { wrapper });
    expect(await screen.findByText("Your wishlist is empty.")).toBeTruthy();
  });
});
