import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerViewportContext, useIsViewport, useViewport } from "./useViewport";
import type { ViewportSize } from "./viewport";

function ViewportName() {
  const viewport = useViewport();
  const small = useIsViewport(["XS", "SM"]);
  return <p>{`${viewport ?? "unknown"} ${small ? "small" : "large"}`}</p>;
}

function Page({ serverViewport }: { serverViewport?: ViewportSize }) {
  return (
    <ServerViewportContext value={serverViewport}>
      <ViewportName />
    </ServerViewportContext>
  );
}

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  window.dispatchEvent(new Event("resize"));
}

describe("useViewport", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("renders the server default on the server", () => {
    expect(renderToString(<Page />)).toBe("<p>unknown large</p>");
    expect(renderToString(<Page serverViewport="XS" />)).toBe("<p>XS small</p>");
  });

  it("hydrates without a mismatch, then shows the real viewport", async () => {
    resizeTo(1280);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page serverViewport="XS" />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page serverViewport="XS" />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("XL large");
    act(() => root?.unmount());
  });

  it("updates 200 ms after the window is resized", async () => {
    vi.useFakeTimers();
    resizeTo(1280);
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    act(() => root.render(<Page />));
    expect(container.textContent).toBe("XL large");
    resizeTo(390);
    act(() => vi.advanceTimersByTime(199));
    expect(container.textContent).toBe("XL large");
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe("XS small");
    act(() => root.unmount());
  });
});
