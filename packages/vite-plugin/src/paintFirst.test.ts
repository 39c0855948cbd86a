import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE, DEFERRED_PRELOAD, paintFirst } from "./paintFirst";

// The shape of a React Router document (<Links>, <Scripts> with its data scripts, a streamed boundary after it).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/shell.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0"/>',
  "</head><body><main><h1>Grüße – “Wohnen” & mehr</h1><p>1 &lt; 2</p></main>",
  '<script nonce="n0">window.__reactRouterContext = {"a":"\\u003cb"};</script>',
  '<script nonce="n0" type="module" async="">import "/assets/entry.client.js";\nimport * as route0 from "/assets/root.js";</script>',
  '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("[]");</script>',
  '<script type="module">import "/assets/later.js";</script>',
  "</body></html>",
].join("");

async function run(chunks: string[], nonce: string | undefined): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(paintFirst(nonce)));
}

describe("paintFirst (the shop's scripts are fetched after the first paint)", () => {
  it("makes React Router's module preloads and bootstrap inert and starts them from a starter right after it", async () => {
    const html = await run([page], "n0");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(new RegExp(`<link rel="${DEFERRED_PRELOAD}"`, "g"))).toHaveLength(2);
    expect(html).toContain(
      `<script nonce="n0" type="${DEFERRED_MODULE}" async="">import "/assets/entry.client.js";\nimport * as route0 from "/assets/root.js";</script><script nonce="n0">(function(){`,
    );
    // The starter waits for the first contentful paint, and goes at once in a hidden tab.
    expect(html).toContain("first-contentful-paint");
    expect(html).toContain('document.visibilityState==="hidden"');
    // Everything else is the page as React wrote it, the stylesheet and text included.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(html).toContain("<h1>Grüße – “Wohnen” & mehr</h1><p>1 &lt; 2</p>");
    expect(html).toContain('<script type="module">import "/assets/later.js";</script>');
    expect(html.match(/<script/g)).toHaveLength((page.match(/<script/g)?.length ?? 0) + 1);
  });

  it("gives the same page however the stream is cut, inside tags and inside multi-byte characters", async () => {
    const whole = await run([page], "n0");
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const parts = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const html = await text(Readable.from(parts).pipe(paintFirst("n0")));
      expect(html, `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("writes no nonce on the starter when the page has none (development)", async () => {
    const html = await run([page.replaceAll(' nonce="n0"', "")], undefined);
    expect(html).toContain(`type="${DEFERRED_MODULE}" async="">`);
    expect(html).toContain("</script><script>(function(){");
  });

  it("leaves a page without a bootstrap module script as it is, apart from its preloads", async () => {
    const plain = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(await run([plain], "n0")).toBe(plain);
  });
});
