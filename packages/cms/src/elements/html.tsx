import type { LinkOptions } from "@vitrine/core";
import { Link } from "@vitrine/core/react";
import { isExternalHref } from "@vitrine/core/utils";
import { createElement, type ReactNode } from "react";
import { cmsHref } from "./links";

/** Tags a CMS text may contain; every other tag is dropped (its text stays, except inside `DROPPED_WITH_CONTENT`). */
export const CMS_ALLOWED_TAGS: ReadonlySet<string> = new Set(
  "p br hr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup small mark blockquote ul ol li a span div table thead tbody tr th td".split(
    " ",
  ),
);
const VOID_TAGS = new Set(["br", "hr"]);
/** Tags whose content is dropped with them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#|\?|\.)/i;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the HTML entities of a text (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const point =
        code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point < 0x110000 ? String.fromCodePoint(point) : "";
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** The value of one attribute in a tag's attribute text, decoded; undefined when absent. */
function attribute(text: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(text);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? "").trim() : undefined;
}

interface Node {
  tag: string;
  attributes: string;
  children: (Node | string)[];
}

/** Parses HTML into a tree of allowed tags and texts; everything else is dropped (no DOM needed: SSR-safe). */
export function parseCmsHtml(html: string): (Node | string)[] {
  const root: Node = { tag: "", attributes: "", children: [] };
  const stack: Node[] = [root];
  let skipping: string | null = null;
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)|</g;
  for (const [whole, closing, rawTag, attributes, text] of html.matchAll(pattern)) {
    const tag = rawTag?.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    const parent = stack[stack.length - 1] as Node;
    if (text !== undefined || whole === "<") parent.children.push(decodeEntities(text ?? "<"));
    else if (!tag) continue;
    else if (DROPPED_WITH_CONTENT.has(tag))
      skipping = closing || /\/\s*$/.test(attributes ?? "") ? null : tag;
    else if (!CMS_ALLOWED_TAGS.has(tag)) continue;
    else if (closing) {
      const index = stack.findLastIndex((node) => node.tag === tag);
      if (index > 0) stack.length = index;
    } else {
      const node: Node = { tag, attributes: attributes ?? "", children: [] };
      parent.children.push(node);
      if (!VOID_TAGS.has(tag)) stack.push(node);
    }
  }
  return root.children;
}

function render(nodes: (Node | string)[], keyPrefix: string, links: LinkOptions): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    const key = `${keyPrefix}${index}`;
    const children = node.children.length ? render(node.children, `${key}.`, links) : undefined;
    if (node.tag === "a") {
      const raw = attribute(node.attributes, "href");
      const href = raw && cmsHref(raw, links);
      if (!href || !SAFE_HREF.test(href)) return <span key={key}>{children}</span>;
      if (isExternalHref(href)) {
        const newTab = attribute(node.attributes, "target") === "_blank";
        return (
          <a key={key} href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {children}
          </a>
        );
      }
      return (
        <Link key={key} href={href}>
          {children}
        </Link>
      );
    }
    const props: Record<string, unknown> = { key };
    if (node.tag === "th" || node.tag === "td") {
      const colSpan = Number(attribute(node.attributes, "colspan"));
      if (colSpan > 1) props.colSpan = colSpan;
    }
    return createElement(node.tag, props, children);
  });
}

/**
 * A CMS text as React nodes: only allowed tags, no attributes but safe link targets (internal links go through the
 * shop's router via core's `Link`; Shopware's links to a product, category or landing page become the entity's link
 * under `links`, core's link options such as `useConfig()`), scripts, styles and frames dropped with their content.
 */
export function cmsHtml(html: string, links: LinkOptions = {}): ReactNode[] {
  return render(parseCmsHtml(html), "", links);
}
