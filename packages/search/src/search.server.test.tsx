// @vitest-environment node
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchForm } from "./SearchForm";

describe("server rendering", () => {
  it("renders on the server as a plain GET form to /search, with the term from the loader and no request", () => {
    expect(typeof window).toBe("undefined");
    const client = createStoreApiClient({
      baseUrl: "http://demo/store-api",
      accessKey: "K",
      fetch: () => Promise.reject(new Error("no request may be sent while rendering on the server")),
    });
    const html = renderToString(
      <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
        <SearchForm initialTerm="linen & silk" />
      </VitrineProvider>,
    );
    expect(html).toContain('action="/search"');
    expect(html).toContain('method="get"');
    expect(html).toContain('name="search"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="linen &amp; silk"');
  });
});
