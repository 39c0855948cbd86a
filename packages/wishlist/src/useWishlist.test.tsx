import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { type StoreApiClient, setConsentChecker, VitrineProvider } from "@vitrine/core";
import { createCrossTabChannel } from "@vitrine/core/utils";
import { type ReactNode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WISHLIST_BROADCAST_CHANNEL } from "./constants";
import { useWishlist } from "./useWishlist";
import { WishlistButton } from "./WishlistButton";
import { WishlistProvider } from "./WishlistProvider";
import { WishlistWidget } from "./WishlistWidget";
import { wishlistAtom } from "./wishlist.state";
import {
  createFakeShop,
  FAKE_PRODUCTS,
  type ShopOptions,
  shopWrapper,
  TEST_SALES_CHANNEL,
} from "./wishlist.test-utils";

const [shirt, tote] = FAKE_PRODUCTS.map((product) => product.id) as [string, string];
const KEY = `wishlist-${TEST_SALES_CHANNEL}`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  setConsentChecker((name) => name === "wishlist-enabled");
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  loginFrameList = undefined;
  setConsentChecker(() => false);
  vi.restoreAllMocks();
});

// A shop whose loader answer `loggedIn` turns true when logInFrame() is called, with the customer's list
// `loginFrameList` when a test sets one (a login on the client).
let loginFrameClient: StoreApiClient;
let loginFrameList: string[] | undefined;
let logInFrame: () => void = () => {};
function LoginFrame({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(false);
  logInFrame = () => setLoggedIn(true);
  return (
    <VitrineProvider
      client={loginFrameClient}
      config={{ salesChannelId: TEST_SALES_CHANNEL, locale: "en-GB", currency: "EUR" }}
    >
      <WishlistProvider loggedIn={loggedIn} initialProductIds={loggedIn ? loginFrameList : undefined}>
        {children}
      </WishlistProvider>
    </VitrineProvider>
  );
}

function mount(shop: ReturnType<typeof createFakeShop>, options: ShopOptions = {}) {
  const { wrapper, store, events } = shopWrapper(shop.client, options);
  const changes: unknown[] = [];
  events.on("wishlist:changed", (payload) => changes.push(payload));
  const hook = renderHook(() => useWishlist(), { wrapper });
  return { ...hook, store, changes };
}

describe("guest wishlist", () => {
  it("a guest adds: stored under the prefix plus the sales channel id with the ISO timestamp; wishlist:changed", async () => {
    const { result, changes } = mount(createFakeShop());
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      expect(await result.current.toggle(shirt)).toBe(true);
    });
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    expect(Object.keys(stored)).toEqual([shirt]);
    expect(new Date(stored[shirt]).toISOString()).toBe(stored[shirt]);
    expect(result.current.has(shirt)).toBe(true);
    expect(changes).toEqual([{ productId: shirt, added: true }]);
    await act(async () => {
      await result.current.toggle(shirt);
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.count).toBe(0);
  });

  it("a guest adding while cookie consent is in use and the wishlist cookie is not accepted is redirected to the after-login path", async () => {
    setConsentChecker(() => false);
    const navigate = vi.fn();
    const { result } = mount(createFakeShop(), { navigate, currentPath: () => "/detail/abc?x=1" });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      expect(await result.current.add(shirt)).toBe(false);
    });
    expect(navigate).toHaveBeenCalledWith("/account/login?redirectTo=%2Fdetail%2Fabc%3Fx%3D1", {
      replace: false,
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.has(shirt)).toBe(false);
  });

  it("without cookie consent in use a guest adds without being asked", async () => {
    setConsentChecker(() => false);
    const navigate = vi.fn();
    const { result } = mount(createFakeShop(), { navigate, consentInUse: false });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      expect(await result.current.add(shirt)).toBe(true);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(Object.keys(JSON.parse(localStorage.getItem(KEY) ?? "{}"))).toEqual([shirt]);
  });

  it("a second tab sees changes (storage event)", async () => {
    const { result } = mount(createFakeShop());
    await waitFor(() => expect(result.current.ready).toBe(true));
    const value = JSON.stringify({ [tote]: "2026-11-21T07:00:00.000Z" });
    localStorage.setItem(KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: value }));
    });
    expect(result.current.productIds).toEqual([tote]);
  });
});

describe("customer wishlist", () => {
  it("for logged-in customers, add changes state only when the server reports success", async () => {
    const shop = createFakeShop({
      answers: [
        { status: 200, body: { success: false } },
        { status: 500, body: { errors: [{ status: "500", code: "BOOM" }] } },
      ],
    });
    const { result, store, changes } = mount(shop, { loggedIn: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const before = store.get(wishlistAtom);
    for (const _ of [1, 2]) {
      await act(async () => {
        expect(await result.current.add(shirt)).toBe(false);
      });
      expect(store.get(wishlistAtom)).toBe(before);
    }
    expect(warn.mock.calls).toEqual([
      ["unable to add product to wishlist"],
      ["unable to add product to wishlist"],
    ]);
    expect(changes).toEqual([]);
    await act(async () => {
      expect(await result.current.add(shirt)).toBe(true);
    });
    expect(result.current.productIds).toEqual([shirt]);
    expect(changes).toEqual([{ productId: shirt, added: true }]);
    expect(shop.calls.filter((call) => call.path.startsWith("/customer/wishlist/add/"))).toHaveLength(3);
  });

  it("adding a product already on the wishlist (another tab, a double click) counts as added: Shopware's 400 CHECKOUT__WISHLIST_PRODUCT_DUPLICATED shows no error and loses nothing", async () => {
    const shop = createFakeShop({ wishlist: [tote] });
    const { result, changes } = mount(shop, { loggedIn: true });
    await waitFor(() => expect(result.current.productIds).toEqual([tote]));
    // Another tab put the shirt on the list; this tab has not heard of it yet.
    shop.list.unshift(shirt);
    await act(async () => {
      expect(await result.current.add(shirt)).toBe(true);
    });
    expect(result.current.productIds).toEqual(expect.arrayContaining([shirt, tote]));
    expect(result.current.productIds).toHaveLength(2);
    expect(shop.list).toEqual([shirt, tote]);
    expect(warn).not.toHaveBeenCalled();
    expect(changes).toEqual([{ productId: shirt, added: true }]);
  });

  it("remove changes state only when the response has a success field; failures log 'unable to remove product to wishlist'", async () => {
    const shop = createFakeShop({
      wishlist: [shirt, tote],
      answers: [
        { status: 200, body: { removed: true } },
        { status: 404, body: { errors: [{ status: "404", code: "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND" }] } },
        { status: 200, body: { success: false } },
      ],
    });
    const { result, store } = mount(shop, { loggedIn: true });
    await waitFor(() => expect(result.current.productIds).toEqual([shirt, tote]));
    const before = store.get(wishlistAtom);
    for (const _ of [1, 2]) {
      await act(async () => {
        expect(await result.current.remove(shirt)).toBe(false);
      });
      expect(store.get(wishlistAtom)).toBe(before);
    }
    expect(warn.mock.calls).toEqual([
      ["unable to remove product to wishlist"],
      ["unable to remove product to wishlist"],
    ]);
    // A success field, even false, counts (the spec's rule), with the warning.
    await act(async () => {
      expect(await result.current.remove(shirt)).toBe(true);
    });
    expect(result.current.productIds).toEqual([tote]);
    expect(warn).toHaveBeenCalledTimes(3);
    await act(async () => {
      expect(await result.current.remove(tote)).toBe(true);
    });
    expect(result.current.productIds).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("a second tab sees changes (core's cross-tab channel of the sales channel, for customer changes)", async () => {
    const shop = createFakeShop();
    const tab = mount(shop, { loggedIn: true, initialProductIds: [] });
    // The other tab of the same shop: core's channel `vitrine:wishlist:<sales channel>`.
    const otherTab = createCrossTabChannel(WISHLIST_BROADCAST_CHANNEL, TEST_SALES_CHANNEL, {
      tab: "other-tab",
    });
    const heard: unknown[] = [];
    const stopHearing = otherTab.subscribe((message) => heard.push(message));
    await act(async () => {
      expect(await tab.result.current.add(tote)).toBe(true);
    });
    await waitFor(() =>
      expect(heard).toEqual([{ salesChannelId: TEST_SALES_CHANNEL, productId: tote, added: true }]),
    );
    otherTab.post({ salesChannelId: TEST_SALES_CHANNEL, productId: shirt, added: true });
    await waitFor(() => expect(tab.result.current.productIds).toEqual([shirt, tote]));
    // Only the tab where it happened reports the change.
    expect(tab.changes).toEqual([{ productId: tote, added: true }]);
    stopHearing();
  });

  it("the server's list comes from a loader without a read", async () => {
    const shop = createFakeShop({ wishlist: [tote] });
    const { result } = mount(shop, { loggedIn: true, initialProductIds: [shirt, tote] });
    expect(result.current.productIds).toEqual([shirt, tote]);
    // A read would start right after mount; a removal afterwards is answered only after it would have been
    // recorded, so the removal being the one and only call proves there was no read (no fixed wait).
    await act(async () => {
      expect(await result.current.remove(tote)).toBe(true);
    });
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /customer/wishlist/delete/${tote}`,
    ]);
    expect(result.current.productIds).toEqual([shirt]);
  });

  it("guest items are merged to the server on login (loggedIn from the loader turns true); the local list is cleared after the merge succeeded", async () => {
    localStorage.setItem(KEY, JSON.stringify({ [shirt]: "2026-11-21T07:00:00.000Z" }));
    const shop = createFakeShop({ wishlist: [tote] });
    loginFrameClient = shop.client;
    const { result } = renderHook(() => useWishlist(), { wrapper: LoginFrame });
    await waitFor(() => expect(result.current.productIds).toEqual([shirt]));
    expect(shop.calls).toEqual([]);
    act(() => logInFrame());
    await waitFor(() => expect(result.current.productIds).toEqual([shirt, tote]));
    expect(shop.calls.map((call) => call.path)).toEqual(["/customer/wishlist/merge", "/customer/wishlist"]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("a customer logging in with an empty guest list sees the server's list (nothing to merge, the list is read)", async () => {
    const shop = createFakeShop({ wishlist: [tote] });
    loginFrameClient = shop.client;
    const { result } = renderHook(() => useWishlist(), { wrapper: LoginFrame });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.productIds).toEqual([]);
    act(() => logInFrame());
    await waitFor(() => expect(result.current.productIds).toEqual([tote]));
    expect(shop.calls.map((call) => call.path)).toEqual(["/customer/wishlist"]);
  });

  it("on login (core's login event) the guest list is merged, cleared, and the server's list shown", async () => {
    localStorage.setItem(KEY, JSON.stringify({ [shirt]: "2026-11-21T07:00:00.000Z" }));
    const shop = createFakeShop({ wishlist: [tote] });
    const { wrapper, events } = shopWrapper(shop.client);
    const { result } = renderHook(() => useWishlist(), { wrapper });
    await waitFor(() => expect(result.current.productIds).toEqual([shirt]));
    act(() => events.emit("login", {}));
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    await waitFor(() => expect(result.current.productIds).toEqual([shirt, tote]));
    expect(shop.calls.find((call) => call.path === "/customer/wishlist/merge")?.body).toEqual({
      productIds: [shirt],
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("a failed merge raises 'Unable to merge product wishlist from anonymous user' and keeps the local list", async () => {
    const stored = JSON.stringify({ [shirt]: "2026-11-21T07:00:00.000Z" });
    localStorage.setItem(KEY, stored);
    const shop = createFakeShop({ answers: [{ status: 500, body: { errors: [{ status: "500" }] } }] });
    const onMergeError = vi.fn();
    const { result } = mount(shop, { loggedIn: true, onMergeError });
    await waitFor(() => expect(onMergeError).toHaveBeenCalledTimes(1));
    expect(onMergeError.mock.calls[0]?.[0]).toEqual(
      new Error("Unable to merge product wishlist from anonymous user"),
    );
    expect(localStorage.getItem(KEY)).toBe(stored);
    await waitFor(() => expect(result.current.ready).toBe(true));
  });
});

describe("a login on the client", () => {
  it("the customer's list from the loader's answer after a login reaches the header widget, with no update of it while the provider renders", async () => {
    loginFrameClient = createFakeShop({ wishlist: [shirt, tote] }).client;
    loginFrameList = [shirt, tote];
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<WishlistWidget />, { wrapper: LoginFrame });
    await waitFor(() => expect(screen.getByRole("link", { name: "Wishlist, empty" })).toBeTruthy());
    await act(async () => logInFrame());
    expect(await screen.findByRole("link", { name: "Wishlist, 2 products" })).toBeTruthy();
    expect(
      errors.mock.calls.filter(([message]) =>
        String(message).includes("while rendering a different component"),
      ),
    ).toEqual([]);
  });

  it("the customer's list in the loader's answer after a login or a registration is not read again (a logout right after could overtake the read and have it refused)", async () => {
    const shop = createFakeShop({ wishlist: [tote] });
    loginFrameClient = shop.client;
    loginFrameList = [tote];
    const { result } = renderHook(() => useWishlist(), { wrapper: LoginFrame });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => logInFrame());
    await waitFor(() => expect(result.current.loggedIn).toBe(true));
    expect(result.current.productIds).toEqual([tote]);
    // A read would start right after the login; the removal being the one and only call proves there was none.
    await act(async () => {
      expect(await result.current.remove(tote)).toBe(true);
    });
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /customer/wishlist/delete/${tote}`,
    ]);
  });
});

describe("controls", () => {
  it("the wishlist is active only when enabled: every control renders nothing when off", () => {
    const { wrapper } = shopWrapper(createFakeShop().client, { features: { wishlist: false } });
    const { container } = render(
      <>
        <WishlistButton productId={shirt} />
        <WishlistWidget />
      </>,
      { wrapper },
    );
    expect(container.innerHTML).toBe("");
  });

  it("wishlist button: a click toggles; the loading state blocks repeated clicks", async () => {
    const shop = createFakeShop({ latency: 50 });
    const { wrapper } = shopWrapper(shop.client, { loggedIn: true });
    render(<WishlistButton productId={shirt} />, { wrapper });
    const button = await screen.findByRole("button", { name: "Add to wishlist" });
    await waitFor(() => expect(shop.calls.some((call) => call.path === "/customer/wishlist")).toBe(true));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("data-state")).toBe("loading"));
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("data-state")).toBe("added"));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("Remove from wishlist");
    expect(shop.calls.filter((call) => call.path.startsWith("/customer/wishlist/add/"))).toHaveLength(1);
  });

  it("header widget: a link named 'Wishlist, 2 products' to the wishlist page", async () => {
    const { wrapper } = shopWrapper(createFakeShop().client, {
      loggedIn: true,
      initialProductIds: [shirt, tote],
    });
    render(<WishlistWidget />, { wrapper });
    const link = screen.getByRole("link", { name: "Wishlist, 2 products" });
    expect(link.getAttribute("href")).toBe("/wishlist");
    expect(link.getAttribute("data-state")).toBe("filled");
  });
});
