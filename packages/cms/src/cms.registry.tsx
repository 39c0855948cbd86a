import type { ComponentType, ReactNode } from "react";
import type * as v from "valibot";
import type { CmsBlock, CmsSlot } from "./cms.schema";

/**
 * What every element gets from the page, besides its slot: open for a shop's own keys (declaration merging, or
 * any key at all). `categoryId` is the page's category; `videoConsent` the video consent read from the request.
 */
export interface CmsContext {
  categoryId?: string;
  videoConsent?: boolean;
  /** The currency symbol of the price filter. */
  currencySymbol?: string;
  /** The navigation tree the `category-navigation` element shows. */
  navigation?: readonly unknown[];
  /** The `buy-box` element's add-to-cart form (e.g. `@vitrine/cart`'s `AddToCartForm`). */
  buyButton?: (buy: {
    productId: string | null;
    quantity: number;
    formId: string;
    setQuantity: (quantity: number) => void;
  }) => ReactNode;
  [key: string]: unknown;
}

/** Props of an element component: its slot, its data (checked against the element's schema) and the page context. */
export interface CmsElementProps<Data = unknown> {
  slot: CmsSlot;
  /** The slot's `data`, when it matches the element's schema; undefined when it is missing or malformed. */
  data: Data | undefined;
  /** The slot's config value by key (`translated.config` first). */
  config: (key: string) => unknown;
  /** True for the page's first image element: it loads eagerly with `fetchpriority="high"`. */
  priority: boolean;
  /** What every element renderer may read (the page, the client, the element registry). */
  context: CmsContext;
}

/** An element component (text, image, product slider, a shop's own …). */
export type CmsElementComponent = ComponentType<CmsElementProps>;

/** Props of a block component: the block and a function that renders one of its slots through the registry. */
export interface CmsBlockProps {
  block: CmsBlock;
  /** The block's slots in reading order. */
  slots: CmsSlot[];
  /** Renders one slot through the registry. */
  renderSlot: (slot: CmsSlot) => ReactNode;
}

/** The element and block components by Shopware type name; a shop replaces or adds entries. */
export interface CmsRegistry {
  elements: Readonly<Record<string, CmsElementComponent>>;
  blocks: Readonly<Record<string, ComponentType<CmsBlockProps>>>;
}

/** One registry from several: later entries replace earlier ones of the same type (`createCmsRegistry(defaults, mine)`). */
export function createCmsRegistry(...parts: Partial<CmsRegistry>[]): CmsRegistry {
  return {
    elements: Object.assign({}, ...parts.map((part) => part.elements)),
    blocks: Object.assign({}, ...parts.map((part) => part.blocks)),
  };
}

/**
 * An element component whose `data` the loader checked: `checkCmsPage` (from `@vitrine/cms/schemas`) ran the
 * element's schema over the slot on the server, so the component gets it typed and the browser loads no schema.
 * Slot data that did not match reaches the component as `undefined` (it renders its empty state).
 */
export function defineCmsElement<Data>(Component: ComponentType<CmsElementProps<Data>>): CmsElementComponent;
/**
 * An element component that checks its own `data` while it renders: slot data that does not match `schema` (a
 * valibot schema, run through its Standard Schema interface) reaches it as `undefined`. The schema's code then
 * loads with the element; prefer the loader's check (`checkCmsPage` with the schema in its element schemas).
 */
export function defineCmsElement<S extends v.GenericSchema>(
  schema: S,
  Component: ComponentType<CmsElementProps<v.InferOutput<S>>>,
): CmsElementComponent;
export function defineCmsElement(
  schemaOrComponent: v.GenericSchema | ComponentType<CmsElementProps>,
  Component?: ComponentType<CmsElementProps>,
): CmsElementComponent {
  if (!Component) return schemaOrComponent as CmsElementComponent;
  const Inner = Component;
  const schema = schemaOrComponent as v.GenericSchema;
  function CheckedElement(props: CmsElementProps) {
    // Standard Schema's validate: no valibot import here. A valibot schema without async actions answers at once.
    const result = schema["~standard"].validate(props.data);
    const data = result instanceof Promise || result.issues ? undefined : result.value;
    return <Inner {...props} data={data} />;
  }
  CheckedElement.displayName = `CmsElement(${Inner.displayName ?? Inner.name})`;
  return CheckedElement;
}
