import * as v from "valibot";
import { defineCmsElement } from "../cms.registry";
import { cmsHtml } from "./html";

/** The `text` element's data: its HTML content. */
export const CmsTextDataSchema = v.looseObject({ content: v.nullish(v.string()) });

/** Shopware's `text` element: the sanitised HTML (allow-listed tags, internal links through the router). */
export const CmsText = defineCmsElement(CmsTextDataSchema, function CmsText({ data, config }) {
  const content = data?.content ?? config("content");
  if (typeof content !== "string" || !content.trim()) return null;
  const align = config("verticalAlign");
  return (
    <div className="vitrine-cms-text" data-align={typeof align === "string" ? align : undefined}>
      {cmsHtml(content)}
    </div>
  );
});
