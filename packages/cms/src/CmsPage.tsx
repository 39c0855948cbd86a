import { useLazyPart } from "@vitrine/core/lazy-part";
import { cx } from "@vitrine/core/utils";
import { Component, type ReactNode } from "react";
import {
  backgroundStyle,
  blockColumns,
  blockStyle,
  byPosition,
  configValue,
  orderedSlots,
  prioritySlotId,
  sectionBlocks,
  visibilityClasses,
} from "./cms.mapping";
import type { CmsContext, CmsRegistry } from "./cms.registry";
import type { CheckedCmsPage, CmsBlock, CmsSection, CmsSlot } from "./cms.schema";

/** Props of `<CmsPage>`. */
export interface CmsPageProps {
  /**
   * The Store API's `cmsPage` (of a category, landing page or product), checked in the loader: `checkCmsPage` from
   * `@vitrine/cms/schemas` (the elements render its slots' data as checked).
   */
  page: CheckedCmsPage;
  /** The element and block components (`createCmsRegistry(defaultCmsElements, yours)`). */
  registry: CmsRegistry;
  /** Passed to every element (the category id, the video consent, a shop's own keys). */
  context?: CmsContext;
  /** Development mode: unknown element and block types show a placeholder (production renders nothing). */
  development?: boolean;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * Renders a Shopping Experience layout: sections (default or sidebar, boxed or full width, background), blocks
 * (margins, background, visibility per viewport) and their slots through the registry's element components.
 */
export function CmsPage({ page, registry, context = {}, development = false, className }: CmsPageProps) {
  const priority = prioritySlotId(page);
  const renderSlot = (slot: CmsSlot) => {
    const Element = registry.elements[slot.type];
    return (
      <Slot key={slot.id} slot={slot}>
        {Element ? (
          <SlotBoundary>
            {/* No Suspense here: the server renders every element into the shell (pages work without JavaScript);
                a lazy element's chunk loading during hydration keeps the server's HTML, so nothing shifts. */}
            <Element
              slot={slot}
              data={slot.data ?? undefined}
              config={(key) => configValue(slot, key)}
              priority={slot.id === priority}
              context={context}
            />
          </SlotBoundary>
        ) : (
          development && <Placeholder kind="element" type={slot.type} />
        )}
      </Slot>
    );
  };
  const renderBlock = (block: CmsBlock) => {
    const Block = registry.blocks[block.type];
    const slots = orderedSlots(block);
    return (
      <div
        key={block.id}
        className={cx(
          "vitrine-cms-block",
          `vitrine-cms-block--${block.type}`,
          block.cssClass,
          ...visibilityClasses(block.visibility),
        )}
        style={blockStyle(block)}
      >
        {Block ? (
          <Block block={block} slots={slots} renderSlot={renderSlot} />
        ) : (
          <div
            className="vitrine-cms-block__slots"
            style={{ "--vitrine-cms-columns": blockColumns(block) } as object}
          >
            {slots.map(renderSlot)}
          </div>
        )}
      </div>
    );
  };
  return (
    <div className={cx("vitrine-cms-page", page.cssClass, className)} data-page-type={page.type ?? undefined}>
      {byPosition(page.sections).map((section) => (
        <Section key={section.id} section={section} renderBlock={renderBlock} />
      ))}
    </div>
  );
}

function Section({
  section,
  renderBlock,
}: {
  section: CmsSection;
  renderBlock: (block: CmsBlock) => ReactNode;
}) {
  const { sidebar, main } = sectionBlocks(section);
  const isSidebar = section.type === "sidebar";
  return (
    <div
      className={cx(
        "vitrine-cms-section",
        isSidebar && "vitrine-cms-section--sidebar",
        section.sizingMode === "full_width" ? "vitrine-cms-section--full" : "vitrine-cms-section--boxed",
        isSidebar && section.mobileBehavior === "hidden" && "vitrine-cms-section--sidebar-hidden-mobile",
        section.cssClass,
        ...visibilityClasses(section.visibility),
      )}
      style={backgroundStyle(section)}
    >
      {isSidebar ? (
        <>
          <div className="vitrine-cms-section__sidebar">{sidebar.map(renderBlock)}</div>
          <div className="vitrine-cms-section__main">{main.map(renderBlock)}</div>
        </>
      ) : (
        main.map(renderBlock)
      )}
    </div>
  );
}

/**
 * One slot's box. Its element may be a lazily loaded chunk: until it has hydrated, a click on one of its buttons
 * (a slider's arrows, the video's "Load video") is kept and replayed once its code works (core's `useLazyPart`).
 */
function Slot({ slot, children }: { slot: CmsSlot; children: ReactNode }) {
  return (
    <div
      className={`vitrine-cms-slot vitrine-cms-slot--${slot.slot}`}
      data-element={slot.type}
      {...useLazyPart<HTMLDivElement>()}
    >
      {children}
    </div>
  );
}

function Placeholder({ kind, type }: { kind: string; type: string }) {
  return (
    <p className="vitrine-cms-placeholder" data-unknown={kind}>
      Unknown CMS {kind} type “{type}”: register a component for it in the CMS registry.
    </p>
  );
}

/** Keeps one element's failure inside its slot: the rest of the page renders (the slot stays empty). */
class SlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
