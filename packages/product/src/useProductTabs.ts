import { scrollToElement } from "@vitrine/core/utils";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { DESCRIPTION_TAB_ID } from "./constants";

/** Options of {@link useProductTabs}. */
export interface UseProductTabsOptions {
  /** The tab ids in order (e.g. `["description", "reviews"]`). */
  tabIds: readonly string[];
  /** The tab open first (default the first). */
  defaultTabId?: string;
}

/**
 * The ARIA tabs pattern: Left/Right arrows (wrapping), Home/End, roving tabindex, automatic activation; and
 * `reveal(tabId)` for "More info": opens a tab and scrolls to it.
 */
export function useProductTabs({ tabIds, defaultTabId }: UseProductTabsOptions) {
  const id = useId();
  const [selected, setSelected] = useState(defaultTabId ?? tabIds[0] ?? "");
  const [revealRequest, setRevealRequest] = useState(0);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const rootRef = useRef<HTMLElement | null>(null);

  const tabElementId = (tabId: string) => `${id}-tab-${tabId}`;
  const panelElementId = (tabId: string) => `${id}-panel-${tabId}`;

  // After "More info" rendered the tab open, bring it into view and move focus to it.
  useEffect(() => {
    if (revealRequest === 0) return;
    const tab = tabRefs.current.get(selected);
    scrollToElement(rootRef.current ?? tab);
    tab?.focus({ preventScroll: true });
  }, [revealRequest, selected]);

  const focusTab = (tabId: string) => {
    setSelected(tabId);
    tabRefs.current.get(tabId)?.focus();
  };

  const reveal = useCallback(
    (tabId: string = DESCRIPTION_TAB_ID) => {
      if (!tabIds.includes(tabId)) return;
      setSelected(tabId);
      setRevealRequest((count) => count + 1);
    },
    [tabIds],
  );

  return {
    selected,
    select: setSelected,
    reveal,
    rootRef,
    getTabListProps: (label: string) => ({
      role: "tablist" as const,
      "aria-label": label,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const index = tabIds.indexOf(selected);
        const last = tabIds.length - 1;
        const target =
          event.key === "ArrowRight"
            ? tabIds[index === last ? 0 : index + 1]
            : event.key === "ArrowLeft"
              ? tabIds[index === 0 ? last : index - 1]
              : event.key === "Home"
                ? tabIds[0]
                : event.key === "End"
                  ? tabIds[last]
                  : undefined;
        if (target === undefined) return;
        event.preventDefault();
        focusTab(target);
      },
    }),
    getTabProps: (tabId: string) => ({
      ref: (element: HTMLElement | null) => {
        if (element) tabRefs.current.set(tabId, element);
        else tabRefs.current.delete(tabId);
      },
      role: "tab" as const,
      type: "button" as const,
      id: tabElementId(tabId),
      "aria-selected": selected === tabId,
      "aria-controls": panelElementId(tabId),
      tabIndex: selected === tabId ? 0 : -1,
      "data-state": selected === tabId ? "active" : "inactive",
      onClick: () => setSelected(tabId),
    }),
    getPanelProps: (tabId: string) => ({
      role: "tabpanel" as const,
      id: panelElementId(tabId),
      "aria-labelledby": tabElementId(tabId),
      tabIndex: 0,
      hidden: selected !== tabId,
      "data-state": selected === tabId ? "active" : "inactive",
    }),
  };
}

/** What {@link useProductTabs} returns. */
export type ProductTabsState = ReturnType<typeof useProductTabs>;
