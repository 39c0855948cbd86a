import { act, cleanup } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { Profiler, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "./AccountMenu";
import { CategoryOffcanvas } from "./CategoryOffcanvas";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { FooterColumn } from "./FooterColumn";

const client = createStoreApiClient({ baseUrl: "http://demo/store-api", accessKey: "K" });
const shop = (children: ReactNode) => (
  <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
    {children}
  </VitrineProvider>
);

afterEach(cleanup);

describe("hydration", () => {
  it("the account menu and footer columns hydrate without a mismatch on a phone, then lay out for it", async () => {
    const width = vi.spyOn(window, "innerWidth", "get").mockReturnValue(400);
    const page = shop(
      <>
        <AccountMenu />
        <FooterColumn title="Service">
          <a href="/contact">Contact</a>
        </FooterColumn>
      </>,
    );
    // The server does not know the viewport.
    const html = renderToString(page);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // After hydration the real viewport (XS) applies: off-canvas account menu, collapsed footer column.
    expect(container.querySelector(".vitrine-account-menu")?.getAttribute("data-variant")).toBe("offcanvas");
    expect(container.querySelector(".vitrine-footer-column__toggle")?.getAttribute("aria-expanded")).toBe(
      "false",
    );
    width.mockRestore();
    consoleError.mockRestore();
    container.remove();
  });

  it("a footer column a phone opened before hydration (native details) stays open when the page hydrates", async () => {
    const width = vi.spyOn(window, "innerWidth", "get").mockReturnValue(400);
    const page = shop(
      <FooterColumn title="Service">
        <a href="/contact">Contact</a>
      </FooterColumn>,
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The shopper unfolds the column while the scripts are still loading.
    const details = container.querySelector("details");
    if (!details) throw new Error("the server HTML has no details");
    details.open = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    const toggle = container.querySelector(".vitrine-footer-column__toggle");
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    expect(container.querySelector<HTMLElement>(".vitrine-footer-column__content")?.hidden).toBe(false);
    width.mockRestore();
    container.remove();
  });

  it("the category menu's fallback link becomes the Menu button that opens the off-canvas once hydrated", async () => {
    const page = shop(<CategoryOffcanvas fallbackHref="#main-navigation" initialCategories={[]} />);
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector("a.vitrine-menu-button")?.getAttribute("href")).toBe("#main-navigation");
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("a.vitrine-menu-button")).toBeNull();
    expect(container.querySelector("button.vitrine-menu-button")?.getAttribute("aria-haspopup")).toBe(
      "dialog",
    );
    container.remove();
  });

  it("the main navigation hydrates from the loader's categories without rendering its links a second time", async () => {
    const categories = [
      { id: "a", name: "Clothing", childCount: 0 },
      { id: "b", name: "Lighting", childCount: 0 },
    ];
    let renders = 0;
    const page = shop(
      <Profiler id="navigation" onRender={() => renders++}>
        <FlyoutNavigation initialCategories={categories} />
      </Profiler>,
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.querySelectorAll("a")).not.toHaveLength(0);
    expect(container.textContent).toContain("Lighting");
    // The hydration's commit only: no second render of every link right after it (a long task on a phone).
    expect(renders).toBe(1);
    container.remove();
  });
});
