// Rich text's allow-list: markup outside it is
// removed, its text kept.

const ALLOWED = new Set(["P", "BR", "DIV", "B", "STRONG", "I", "EM", "U", "S", "STRIKE"]);

/** Sanitises editor markup to the allow-list: allowed tags without attributes, other elements unwrapped, scripts dropped. */
export function sanitizeRichText(markup: string): string {
  if (typeof document === "undefined") return markup.replace(/<[^>]*>/g, "");
  const template = document.createElement("template");
  template.innerHTML = markup;
  const clean = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const span = document.createElement("span");
      span.textContent = node.textContent;
      return span.innerHTML;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    const element = node as Element;
    if (["SCRIPT", "STYLE", "IFRAME", "OBJECT", "TEMPLATE"].includes(element.tagName)) return "";
    const inner = [...element.childNodes].map(clean).join("");
    if (!ALLOWED.has(element.tagName)) return inner;
    const tag = element.tagName.toLowerCase();
    return tag === "br" ? "<br>" : `<${tag}>${inner}</${tag}>`;
  };
  return [...template.content.childNodes].map(clean).join("");
}
