import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { DESCRIPTION_TAB_ID } from "./constants";
import { productSnippets } from "./product.snippets";
import { type ProductTabsState, useProductTabs } from "./useProductTabs";

/** One tab of {@link ProductTabs}. */
export interface ProductTab {
  /** `description` for the tab "More info" opens. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link ProductTabs}. */
export interface ProductTabsProps {
  tabs: readonly ProductTab[];
  /** State from `useProductTabs` when a "More info" button elsewhere opens a tab; else the tabs keep their own. */
  state?: ProductTabsState;
  /** Name of the tab list (default "Product information"). */
  label?: string;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

function TabsMarkup({
  tabs,
  state,
  label,
  className,
}: ProductTabsProps & { state: ProductTabsState }): ReactNode {
  const t = useSnippet(productSnippets);
  return (
    <div
      className={cx("vitrine-tabs", className)}
      ref={(element) => {
        state.rootRef.current = element;
      }}
    >
      <div className="vitrine-tabs__list" {...state.getTabListProps(label ?? t("product.tabs.label"))}>
        {tabs.map((tab) => (
          <button key={tab.id} className="vitrine-tabs__tab" {...state.getTabProps(tab.id)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} className="vitrine-tabs__panel" {...state.getPanelProps(tab.id)}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}

function OwnTabs(props: ProductTabsProps): ReactNode {
  const state = useProductTabs({ tabIds: props.tabs.map((tab) => tab.id) });
  return <TabsMarkup {...props} state={state} />;
}

/** The description tabs, following the ARIA tabs pattern (arrow keys, Home/End, roving tabindex). */
export function ProductTabs(props: ProductTabsProps): ReactNode {
  return props.state ? <TabsMarkup {...props} state={props.state} /> : <OwnTabs {...props} />;
}

/** Props of {@link MoreInfoButton}. */
export interface MoreInfoButtonProps {
  /** The tabs' state from `useProductTabs` (shared with `<ProductTabs state>`), or anything that opens a tab. */
  tabs: Pick<ProductTabsState, "reveal">;
  /** The tab to open (default `description`). */
  tabId?: string;
  /** The content shown inside. */
  children?: ReactNode;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** The "More info" button: opens the description tab and scrolls to it. */
export function MoreInfoButton({
  tabs,
  tabId = DESCRIPTION_TAB_ID,
  children,
  className,
}: MoreInfoButtonProps): ReactNode {
  const t = useSnippet(productSnippets);
  return (
    <button
      type="button"
      className={cx("vitrine-button--link vitrine-more-info", className)}
      onClick={() => tabs.reveal(tabId)}
    >
      {children ?? t("product.moreInfo")}
    </button>
  );
}
