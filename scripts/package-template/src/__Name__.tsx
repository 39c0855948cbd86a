import { useSnippet } from "@vitrine/core";
import { useId } from "react";
import { __camel__Snippets } from "./__camel__.snippets";
import { type Use__Name__Options, use__Name__ } from "./use__Name__";

/** Props of `<__Name__>`. */
export interface __Name__Props extends Use__Name__Options {
  /** Added to the block's own class names. */
  className?: string;
}

/** The __name__ block: a thin component over `use__Name__` (markup, ARIA, `data-state`, class names). */
export function __Name__({ className, ...options }: __Name__Props) {
  const t = useSnippet(__camel__Snippets);
  const { status, entries } = use__Name__(options);
  const titleId = useId();
  return (
    <section
      className={className ? `vitrine-__name__ ${className}` : "vitrine-__name__"}
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={status === "loading"}
    >
      <h2 id={titleId} className="vitrine-__name____title">
        {t("__camel__.title")}
      </h2>
      {entries.length > 0 && (
        <ul className="vitrine-__name____list">
          {entries.map((entry) => (
            <li key={entry.id} className="vitrine-__name____entry">
              {entry.name}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="vitrine-__name____status">
        {status === "loading"
          ? t("__camel__.loading")
          : status === "ready" && !entries.length
            ? t("__camel__.empty")
            : ""}
      </p>
      {status === "error" && (
        <p role="alert" className="vitrine-__name____error">
          {t("__camel__.error")}
        </p>
      )}
    </section>
  );
}
