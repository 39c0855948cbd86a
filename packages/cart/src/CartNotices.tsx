import { type Snippets, useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { isErrorNotice, noticeText } from "./cart.notices";
import { cartSnippets } from "./cart.snippets";
import type { CartNotice } from "./cart.state";

/** Cart messages in words: notices and warnings in a `role="status"` region, errors in a `role="alert"` one. */
export function CartNotices({
  notices,
  className,
  snippets = cartSnippets,
}: {
  notices: readonly CartNotice[];
  className?: string;
  /** English defaults of the texts (the off-canvas panel brings its own). */
  snippets?: Snippets;
}): ReactNode {
  const t = useSnippet(snippets);
  const list = (level: "notice" | "error") => {
    const shown = notices.filter((notice) => isErrorNotice(notice) === (level === "error"));
    return (
      <div
        role={level === "error" ? "alert" : "status"}
        className={cx("vitrine-cart-notices", `vitrine-cart-notices--${level}`, className)}
      >
        {shown.map((notice) => (
          <p key={notice.key ?? notice.messageKey} className="vitrine-cart-notice" data-level={notice.level}>
            {noticeText(t, notice)}
          </p>
        ))}
      </div>
    );
  };
  return (
    <>
      {list("notice")}
      {list("error")}
    </>
  );
}
