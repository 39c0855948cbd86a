// The default look's font (issue #41: the stylesheet set no font, so a fresh app showed the packages in the
// browser's serif). core's styles.css gives the page the theme's font stack, and a shop's own font still wins.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const stylesheet = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "styles.css"),
  "utf8",
);
const added: HTMLStyleElement[] = [];

function addStyles(css: string, where: "first" | "last" = "last") {
  const style = document.createElement("style");
  style.textContent = css;
  if (where === "first") document.head.prepend(style);
  else document.head.append(style);
  added.push(style);
}

afterEach(() => {
  for (const style of added.splice(0)) style.remove();
  document.body.replaceChildren();
});

describe("@vitrine/core/styles.css", () => {
  it("sets the page's text, packages' components and dialogs included, in the theme's font stack", () => {
    addStyles(stylesheet);
    const dialog = document.body.appendChild(document.createElement("dialog"));
    const button = dialog.appendChild(document.createElement("button"));
    button.className = "vitrine-button";
    const stack = getComputedStyle(document.documentElement).getPropertyValue("--vitrine-font-family").trim();
    expect(stack).toMatch(/^system-ui, .*sans-serif$/);
    expect(getComputedStyle(document.body).fontFamily).toBe(stack);
    expect(getComputedStyle(dialog).fontFamily).toBe(stack);
  });

  it("follows --vitrine-font-family when the shop sets it", () => {
    addStyles(stylesheet);
    addStyles(":root { --vitrine-font-family: Inter, sans-serif; }");
    expect(getComputedStyle(document.body).fontFamily).toBe("Inter, sans-serif");
  });

  it("leaves the page to the shop's own body font, whichever stylesheet comes first", () => {
    addStyles("body { font-family: Georgia, serif; }", "first");
    addStyles(stylesheet);
    expect(getComputedStyle(document.body).fontFamily).toBe("Georgia, serif");
  });
});
