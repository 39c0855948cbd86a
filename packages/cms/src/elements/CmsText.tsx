import { useConfig } from "@vitrine/core";
import { defineCmsElement } from "../cms.registry";
import type { CmsTextData } from "./elements.schema";
import { cmsHtml } from "./html";

/** Shopware's `text` element: the sanitised HTML (allow-listed tags, internal links through the router). */
export const CmsText = defineCmsElement<CmsTextData>(function CmsText({ data, config }) {
  const links = useConfig();
  const content = data?.content ?? config("content");
  if (typeof content !== "string" || !content.trim()) return null;
  const align = config("verticalAlign");
  return (
    <div className="vitrine-cms-text" data-align={typeof align === "string" ? align : undefined}>
      {cmsHtml(content, links)}
    </div>
  );
});
