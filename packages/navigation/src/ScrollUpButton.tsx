import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { navigationSnippets } from "./navigation.snippets";
import { type UseScrollUpOptions, useScrollUp } from "./useScrollUp";

/** Props of `<ScrollUpButton>`. */
export interface ScrollUpButtonProps extends UseScrollUpOptions {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A `button` "Back to top", shown once the page is scrolled past 250 px; it scrolls up and moves focus up. */
export function ScrollUpButton({ className, ...options }: ScrollUpButtonProps): ReactNode {
  const scrollUp = useScrollUp(options);
  const t = useSnippet(navigationSnippets);
  return (
    <button
      {...scrollUp.getButtonProps({ className: cx("vitrine-scroll-up", className) })}
      aria-label={t("navigation.scrollUp")}
      data-state={scrollUp.isVisible ? "visible" : "hidden"}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
