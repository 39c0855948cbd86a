import { act, cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { type Navigate, type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "./AccountMenu";
import { Breadcrumb } from "./Breadcrumb";
import { FLYOUT_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from "./constants";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { FooterColumn } from "./FooterColumn";
import { createNavigationClient, fixtureIds } from "./navigation.fixtures";
import { ScrollUpButton } from "./ScrollUpButton";
import { useCategoryMenu } from "./useCategoryMenu";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };
const wrap =
  (client: StoreApiClient, navigate?: Navigate) =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={config} navigate={navigate}>
      {children}
    </VitrineProvider>
  );

const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useCategoryMenu", () => {
  it("each level is fetched from the navigation route once and cached per category; back and home need no request", async () => {
    const { client, requests } = createNavigationClient();
    const { result } = renderHook(() => useCategoryMenu(), { wrapper: wrap(client) });
    expect(requests).toHaveLength(0);
    act(() => result.current.setOpen(true));
    await flush();
    expect(requests).toEqual([
      { activeId: "main-navigation", rootId: "main-navigation", body: { depth: 1, buildTree: true } },
    ]);
    const clothing = result.current.current.categories.find((category) => category.name === "Clothing");
    expect(clothing).toBeDefined();
    act(() => result.current.showSubcategories(clothing as NonNullable<typeof clothing>));
    await flush();
    expect(result.current.direction).toBe("forward");
    expect(result.current.level).toMatchObject({
      id: fixtureIds.clothing,
      name: "Clothing",
      href: `/navigation/${fixtureIds.clothing}`,
    });
    const shirts = result.current.current.categories.find((category) => category.name === "Shirts");
    act(() => result.current.showSubcategories(shirts as NonNullable<typeof shirts>));
    await flush();
    expect(result.current.current.categories.map((category) => category.name)).toEqual([
      "Linen shirts",
      "Flannel shirts",
    ]);
    act(() => result.current.back());
    expect(result.current.direction).toBe("backward");
    expect(result.current.level.id).toBe(fixtureIds.clothing);
    act(() => result.current.home());
    act(() => result.current.showSubcategories(clothing as NonNullable<typeof clothing>));
    await flush();
    expect(requests.map((request) => request.rootId)).toEqual([
      "main-navigation",
      fixtureIds.clothing,
      fixtureIds.shirts,
    ]);
  });

  it("a failed level says so and can be retried", async () => {
    const { client, requests } = createNavigationClient({ failFirst: true });
    const { result } = renderHook(() => useCategoryMenu({ open: true }), { wrapper: wrap(client) });
    await flush();
    expect(result.current.current.status).toBe("error");
    act(() => result.current.retry());
    await flush();
    expect(result.current.current.status).toBe("success");
    expect(requests).toHaveLength(2);
  });

  it("root categories from the server loader render at once, without a request", async () => {
    const { client, requests } = createNavigationClient();
    const { result } = renderHook(
      () =>
        useCategoryMenu({ open: true, initialCategories: [{ id: "x", name: "From loader", childCount: 0 }] }),
      { wrapper: wrap(client) },
    );
    await flush();
    expect(result.current.current.categories.map((category) => category.name)).toEqual(["From loader"]);
    expect(requests).toHaveLength(0);
  });
});

describe("<FlyoutNavigation>", () => {
  /** The flyout without the loader's categories (its tree loads in the browser); `interacted`: its hover and keyboard code has loaded. */
  async function renderFlyout({ interacted = true } = {}) {
    const { client, requests } = createNavigationClient();
    const onNavigate = vi.fn();
    render(<FlyoutNavigation />, { wrapper: wrap(client, onNavigate) });
    await act(() => vi.dynamicImportSettled());
    await flush();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    if (interacted) {
      // The behaviour's code loads when the pointer first comes to the menu.
      fireEvent.pointerEnter(nav, { pointerType: "mouse" });
      await act(() => vi.dynamicImportSettled());
      fireEvent.pointerLeave(nav, { pointerType: "mouse" });
    }
    return { nav, requests, onNavigate };
  }

  it("the hover behaviour loads when the pointer first comes to the menu; a hover begun before it arrived opens its flyout once it has", async () => {
    const { nav } = await renderFlyout({ interacted: false });
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    // The pointer comes to the bar and onto Clothing before the behaviour's code is there.
    fireEvent.pointerEnter(nav, { pointerType: "mouse" });
    fireEvent.pointerEnter(within(nav).getByRole("link", { name: "Clothing" }), { pointerType: "mouse" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await act(() => vi.dynamicImportSettled());
    await flush(FLYOUT_DEBOUNCE_MS - 1);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await flush(1);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("before the behaviour's code has loaded, a click on a flyout's button opens and closes it, and Escape closes it", async () => {
    const { nav } = await renderFlyout({ interacted: false });
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("each top-level category is a link to its page, its flyout toggle a separate button", async () => {
    const { nav, onNavigate } = await renderFlyout();
    const clothing = within(nav).getByRole("link", { name: "Clothing" });
    expect(clothing.getAttribute("href")).toBe(`/navigation/${fixtureIds.clothing}`);
    expect(within(nav).queryByRole("button", { name: "Clothing" })).toBeNull();
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // A mouse click on the link goes to the Clothing page.
    fireEvent.click(clothing);
    expect(onNavigate).toHaveBeenCalledWith(`/navigation/${fixtureIds.clothing}`, { replace: false });
  });

  it("hover opens the flyout after the flyout debounce of 125 ms", async () => {
    const { nav, requests } = await renderFlyout();
    expect(requests).toEqual([
      { activeId: "main-navigation", rootId: "main-navigation", body: { depth: 2, buildTree: true } },
    ]);
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    fireEvent.pointerEnter(within(nav).getByRole("link", { name: "Clothing" }), { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS - 1);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await flush(1);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(false);
    expect(
      within(panel as HTMLElement)
        .getByRole("link", { name: "Shirts" })
        .getAttribute("href"),
    ).toBe(`/navigation/${fixtureIds.shirts}`);
    // Moving from the link to its toggle and into the panel keeps it open.
    fireEvent.pointerEnter(toggle, { pointerType: "mouse" });
    fireEvent.pointerEnter(panel as HTMLElement, { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS * 2);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // the click of the mouse that opened it by hovering keeps it open
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("each disclosure button controls its own panel by a short id (its place, not its category's 32-character id)", async () => {
    const { nav } = await renderFlyout();
    const toggles = within(nav).getAllByRole("button", { name: /^Subcategories of / });
    expect(toggles.length).toBeGreaterThan(1);
    const panelIds = toggles.map((toggle) => toggle.getAttribute("aria-controls") ?? "");
    expect(new Set(panelIds).size).toBe(toggles.length);
    for (const [index, toggle] of toggles.entries()) {
      const panel = document.getElementById(panelIds[index] ?? "");
      expect(panel).not.toBeNull();
      expect(nav.querySelectorAll(`[id="${panelIds[index]}"]`)).toHaveLength(1);
      for (const id of [toggle.id, panelIds[index] ?? ""]) {
        expect(id).not.toMatch(/[0-9a-f]{32}/);
        expect(id.length).toBeLessThan(20);
      }
    }
  });

  it("only one flyout is open at a time; it closes after a delay once the pointer leaves", async () => {
    const { nav } = await renderFlyout();
    const clothing = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    const home = within(nav).getByRole("button", { name: "Subcategories of Home & living" });
    fireEvent.pointerEnter(within(nav).getByRole("link", { name: "Clothing" }), { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS);
    expect(clothing.getAttribute("aria-expanded")).toBe("true");
    const homeLink = within(nav).getByRole("link", { name: "Home & living" });
    fireEvent.pointerLeave(within(nav).getByRole("link", { name: "Clothing" }), { pointerType: "mouse" });
    fireEvent.pointerEnter(homeLink, { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS);
    expect(home.getAttribute("aria-expanded")).toBe("true");
    expect(clothing.getAttribute("aria-expanded")).toBe("false");
    expect(nav.querySelectorAll(".vitrine-flyout__panel[data-state=open]")).toHaveLength(1);
    fireEvent.pointerLeave(homeLink, { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS - 1);
    expect(home.getAttribute("aria-expanded")).toBe("true");
    await flush(1);
    expect(home.getAttribute("aria-expanded")).toBe("false");
  });

  it("touch opens the flyout: the first tap on a top-level link opens it, the next follows the link", async () => {
    const { nav, onNavigate } = await renderFlyout();
    const link = within(nav).getByRole("link", { name: "Clothing" });
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    fireEvent.pointerEnter(link, { pointerType: "touch" });
    await flush(500);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.pointerDown(link, { pointerType: "touch" });
    fireEvent.click(link);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { pointerType: "touch" });
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith(`/navigation/${fixtureIds.clothing}`, { replace: false });
    // A tap on the toggle opens and closes it too.
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("keyboard users get a separate disclosure toggle; Escape closes the flyout and returns focus to it", async () => {
    const { nav } = await renderFlyout();
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const link = within(nav).getByRole("link", { name: "Trousers" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("a flyout opened by hovering is dismissible with Escape while focus is elsewhere (WCAG 1.4.13)", async () => {
    const { nav } = await renderFlyout();
    const toggle = within(nav).getByRole("button", { name: "Subcategories of Clothing" });
    fireEvent.pointerEnter(within(nav).getByRole("link", { name: "Clothing" }), { pointerType: "mouse" });
    await flush(FLYOUT_DEBOUNCE_MS);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // Focus is still on the page body; the pointer stays over the item.
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // The pointer did not leave: no hover timer opens it again.
    await flush(FLYOUT_DEBOUNCE_MS * 2);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("categories without children are plain links (external links for link categories)", async () => {
    const { nav } = await renderFlyout();
    expect(within(nav).getByRole("link", { name: "Sale" }).getAttribute("href")).toBe(
      `/navigation/${fixtureIds.sale}`,
    );
    expect(within(nav).getByRole("link", { name: "Journal" }).getAttribute("href")).toBe(
      "https://journal.example",
    );
  });
});

describe("<ScrollUpButton>", () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  };

  it("visible once the page is scrolled past 250 px, scroll handling debounced 35 ms; moves focus to the top", async () => {
    const { client } = createNavigationClient();
    const scrolled = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrollTo(0);
    render(
      <>
        <main id="main">content</main>
        <ScrollUpButton focusTarget="#main" />
      </>,
      { wrapper: wrap(client) },
    );
    const button = document.querySelector<HTMLButtonElement>(".vitrine-scroll-up") as HTMLButtonElement;
    expect(button.hidden).toBe(true);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollTo(250);
    await flush(SCROLL_DEBOUNCE_MS);
    expect(button.hidden).toBe(true);
    scrollTo(400);
    await flush(SCROLL_DEBOUNCE_MS - 1);
    expect(button.hidden).toBe(true);
    await flush(1);
    expect(screen.getByRole("button", { name: "Back to top" })).toBe(button);
    expect(button.dataset.state).toBe("visible");
    fireEvent.click(button);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(document.getElementById("main"));
    scrolled.mockRestore();
  });
});

describe("<AccountMenu> as a dropdown (MD and up)", () => {
  it("shows login and register for guests", async () => {
    const { client } = createNavigationClient();
    render(<AccountMenu viewport="MD" />, { wrapper: wrap(client) });
    const button = screen.getByRole("button", { name: "Your account" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // The menu's code loads at the first opening (or when the pointer or the focus came to the button).
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/account/login");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/account/register");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(screen.getByRole("link", { name: "Log in" }), { key: "Escape" });
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("shows the account links and logout for customers", async () => {
    const { client } = createNavigationClient();
    const onLogout = vi.fn();
    render(
      <AccountMenu viewport="LG" customer={{ firstName: "Ada", lastName: "Lovelace" }} onLogout={onLogout} />,
      {
        wrapper: wrap(client),
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Your account" }));
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText("Hello, Ada Lovelace!")).toBeTruthy();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/account",
      "/account/address",
      "/account/order",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe("<AccountMenu> logout as a POST form", () => {
  it("logout is a POST form to logoutAction; with onLogout the menu closes and onLogout takes the submit over with the form", async () => {
    const onLogout = vi.fn();
    render(
      <AccountMenu
        viewport="LG"
        customer={{ firstName: "Ada" }}
        logoutAction="/account/logout"
        onLogout={onLogout}
      />,
      { wrapper: wrap(createNavigationClient().client) },
    );
    fireEvent.click(screen.getByRole("button", { name: "Your account" }));
    await act(() => vi.dynamicImportSettled());
    const button = screen.getByRole("button", { name: "Log out" });
    const form = button.closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/account/logout");
    expect(button.getAttribute("type")).toBe("submit");
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(onLogout).toHaveBeenCalledWith(form);
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("without onLogout, the logout form posts itself (no JavaScript needed)", async () => {
    render(<AccountMenu viewport="LG" customer={{ firstName: "Ada" }} logoutAction="/account/logout" />, {
      wrapper: wrap(createNavigationClient().client),
    });
    fireEvent.click(screen.getByRole("button", { name: "Your account" }));
    await act(() => vi.dynamicImportSettled());
    const form = screen.getByRole("button", { name: "Log out" }).closest("form") as HTMLFormElement;
    // The submit event is not cancelled: the browser sends the form.
    expect(fireEvent.submit(form)).toBe(true);
  });
});

describe("<AccountMenu> as an off-canvas (XS, SM): its links close the panel and navigate", () => {
  /** Opens the phone account menu and clicks one of its links; returns the click event. */
  const clickInPanel = async (link: string, navigate?: Navigate) => {
    render(<AccountMenu viewport="XS" />, {
      wrapper: wrap(createNavigationClient().client, navigate),
    });
    fireEvent.click(screen.getByRole("button", { name: "Your account" }));
    // The panel's code loads at the first opening.
    await act(() => vi.dynamicImportSettled());
    const panel = screen.getByRole("dialog", { name: "Your account" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      within(panel).getByRole("link", { name: link }).dispatchEvent(click);
    });
    return click;
  };

  it("with the provider's router navigate: called once, at once, and the panel closes", async () => {
    const navigate = vi.fn();
    const click = await clickInPanel("Log in", navigate);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/account/login", { replace: false });
    expect(screen.getByRole("button", { name: "Your account" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("without a router: the page loads once the panel's history entry is gone", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, href: window.location.href, assign });
    try {
      const click = await clickInPanel("Register");
      expect(click.defaultPrevented).toBe(true);
      expect(assign).not.toHaveBeenCalled();
      await flush(400);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith("/account/register"));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("<FooterColumn>", () => {
  it("collapsible footer columns on small viewports (XS, SM); always open from MD up", () => {
    const { client } = createNavigationClient();
    const { rerender } = render(
      <FooterColumn title="Service" viewport="XS">
        <a href="/contact">Contact</a>
      </FooterColumn>,
      { wrapper: wrap(client) },
    );
    const toggle = screen.getByRole("button", { name: "Service" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Contact" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Contact" })).toBeTruthy();
    rerender(
      <FooterColumn title="Service" viewport="MD">
        <a href="/contact">Contact</a>
      </FooterColumn>,
    );
    expect(screen.queryByRole("button", { name: "Service" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Service" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact" })).toBeTruthy();
  });
});

describe("<Breadcrumb>", () => {
  it("a nav named Breadcrumb with an ordered list; the last entry has aria-current=page", () => {
    const { client } = createNavigationClient();
    const navigate = vi.fn();
    render(
      <Breadcrumb
        items={[
          { name: "Clothing", href: "/navigation/c1" },
          { name: "Shirts", href: "/navigation/c11" },
        ]}
      />,
      { wrapper: wrap(client, navigate) },
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.querySelector("ol")?.children).toHaveLength(2);
    const links = within(nav).getAllByRole("link");
    expect(links[0]?.hasAttribute("aria-current")).toBe(false);
    expect(links[1]?.getAttribute("aria-current")).toBe("page");
    fireEvent.click(links[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith("/navigation/c1", { replace: false });
  });
});
