import { describe, expect, it } from "vitest";
import { loadScript } from "./script";

// In real Chromium: scripts really load (data: URLs) or really fail (a closed port).
const added = (src: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script")].filter((s) => s.src === src);
const flag = (name: string) => (window as unknown as Record<string, number | undefined>)[name];

describe("loadScript", () => {
  it("adds a third-party script once per address (async, with the page's nonce) and resolves when it has loaded", async () => {
    const src = "data:text/javascript,window.__vitrineOnce=(window.__vitrineOnce||0)+1";
    const first = loadScript(src, { nonce: "n0nce" });
    const second = loadScript(src);
    expect(added(src)).toHaveLength(1);
    expect(added(src)[0]?.async).toBe(true);
    expect(added(src)[0]?.nonce).toBe("n0nce");
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await loadScript(src);
    expect(flag("__vitrineOnce")).toBe(1);
  });

  it("a script that did not load is forgotten: the next call tries again", async () => {
    const src = "http://127.0.0.1:9/vitrine-missing.js";
    await expect(loadScript(src)).rejects.toThrow(`The script ${src} did not load.`);
    await expect(loadScript(src)).rejects.toThrow("did not load");
    expect(added(src)).toHaveLength(2);
  });

  it("a script taken off the page is added again", async () => {
    const src = "data:text/javascript,window.__vitrineAgain=(window.__vitrineAgain||0)+1";
    await loadScript(src);
    for (const script of added(src)) script.remove();
    await loadScript(src);
    expect(flag("__vitrineAgain")).toBe(2);
  });
});
