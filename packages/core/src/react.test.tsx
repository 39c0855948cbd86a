import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStoreApiClient } from "./client";
import { Link, useLinkProps, useNavigate } from "./link";
import { type Navigate, type RouterLinkProps, VitrineProvider } from "./provider";
import { useControllableState } from "./useControllableState";
import { useHydrated } from "./useHydrated";
import { useReducedMotion } from "./useReducedMotion";

const client = createStoreApiClient({ baseUrl: "/store-api", accessKey: "KEY" });
const config = { salesChannelId: "sc-1", locale: "en-GB", currency: "EUR" };

const shop =
  (props: { navigate?: Navigate; Link?: (props: RouterLinkProps) => ReactNode } = {}) =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} config={config} {...props}>
      {children}
    </VitrineProvider>
  );

function ProductLink({ before, replace }: { before?: () => unknown; replace?: boolean }) {
  return <a {...useLinkProps("/detail/1", { before, replace })}>Shirt</a>;
}

afterEach(() => vi.restoreAllMocks());

describe("useLinkProps: a plain click goes through the provider's navigate, the rest to the browser", () => {
  it("a plain click calls navigate(url, { replace }) and keeps the browser from loading the page", () => {
    const navigate = vi.fn();
    render(<ProductLink replace />, { wrapper: shop({ navigate }) });
    const link = screen.getByRole("link", { name: "Shirt" });
    expect(link.getAttribute("href")).toBe("/detail/1");
    const followed = fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/detail/1", { replace: true });
    expect(followed).toBe(false);
  });

  it("ctrl, meta, shift and middle clicks are left to the browser (new tab, new window)", () => {
    const navigate = vi.fn();
    render(<ProductLink />, { wrapper: shop({ navigate }) });
    const link = screen.getByRole("link", { name: "Shirt" });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a link's own click handler that calls preventDefault keeps Vitrine out: no navigate, no before", () => {
    const navigate = vi.fn();
    const before = vi.fn();
    render(
      <Link href="/detail/1" before={before} onClick={(event) => event.preventDefault()}>
        Shirt
      </Link>,
      { wrapper: shop({ navigate }) },
    );
    fireEvent.click(screen.getByRole("link", { name: "Shirt" }));
    expect(navigate).not.toHaveBeenCalled();
    expect(before).not.toHaveBeenCalled();
  });

  it("without a router a plain link loads the page (the browser follows it)", () => {
    const before = vi.fn();
    render(<ProductLink before={before} />, { wrapper: shop() });
    expect(fireEvent.click(screen.getByRole("link", { name: "Shirt" }))).toBe(true);
    expect(before).toHaveBeenCalledTimes(1);
  });

  it("without a router, a link closing a panel loads the page once the panel's close has settled", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    let settle = () => {};
    const closed = new Promise<void>((resolve) => {
      settle = resolve;
    });
    render(<ProductLink before={() => closed} />, { wrapper: shop() });
    expect(fireEvent.click(screen.getByRole("link", { name: "Shirt" }))).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => settle());
    expect(assign).toHaveBeenCalledWith("/detail/1");
  });
});

describe("Link", () => {
  it("renders the provider's router Link with href and replace", () => {
    const RouterLink = vi.fn(({ href, replace, ...props }: RouterLinkProps) => (
      <a {...props} href={href} data-replace={String(!!replace)} />
    ));
    render(
      <Link href="/navigation/shirts" replace>
        Shirts
      </Link>,
      { wrapper: shop({ Link: RouterLink }) },
    );
    expect(screen.getByRole("link", { name: "Shirts" }).dataset.replace).toBe("true");
    expect(RouterLink).toHaveBeenCalled();
  });

  it("is a plain link following plain clicks with navigate when the provider has no Link", () => {
    const navigate = vi.fn();
    render(<Link href="/navigation/shirts">Shirts</Link>, { wrapper: shop({ navigate }) });
    fireEvent.click(screen.getByRole("link", { name: "Shirts" }));
    expect(navigate).toHaveBeenCalledWith("/navigation/shirts", { replace: false });
  });
});

describe("useNavigate", () => {
  it("uses the router's navigate, and loads the page without a router", () => {
    const navigate = vi.fn();
    const routed = renderHook(() => useNavigate(), { wrapper: shop({ navigate }) });
    routed.result.current("/search?search=shirt", { replace: true });
    expect(navigate).toHaveBeenCalledWith("/search?search=shirt", { replace: true });

    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, replace } as Location);
    const plain = renderHook(() => useNavigate(), { wrapper: shop() });
    plain.result.current("/detail/2", { replace: true });
    expect(replace).toHaveBeenCalledWith("/detail/2");
  });
});

describe("useReducedMotion", () => {
  it("follows the shopper's reduced-motion setting", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  });
});

describe("useControllableState: controlled or not is decided once, by whether value is defined at mount", () => {
  it("an onChange callback alone does not make it controlled: the hook keeps its own state", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<number | undefined>(undefined, 1, onChange));
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("a controlled value stays the owner's: a change is only asked for, and unchanged values are not reported", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState(value, 1, onChange), {
      initialProps: { value: 2 },
    });
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(5);
    act(() => result.current[1](2));
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender({ value: 5 });
    expect(result.current[0]).toBe(5);
  });
});

function Probe() {
  return <span>{useHydrated() ? "enhanced" : "server"}</span>;
}

describe("useHydrated: the no-JavaScript form until the script can take over", () => {
  it("is false in the server HTML and true after hydration", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const html = renderToString(<Probe />);
    expect(html).toContain("server");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(container.textContent).toBe("enhanced");
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
