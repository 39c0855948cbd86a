import { isStoreApiError, useEntityLink, useStoreApi } from "@vitrine/core";
import { useNavigate } from "@vitrine/core/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { defaultProductApi, type ProductApi } from "./product.api";
import type { PropertyGroup, PropertyOption } from "./product.schema";
import { selectionFromOptionIds } from "./variant.rules";

/** Options of {@link useVariantSwitch}. */
export interface UseVariantSwitchOptions {
  /** The parent product's id (the variant's `parentId`). */
  parentId: string;
  /** The option groups of `POST /product/{id}` (`configurator`), loaded on the server. */
  configurator: readonly PropertyGroup[];
  /** The options of the variant shown (`product.optionIds`). */
  selectedOptionIds: readonly string[];
  /**
   * Builds the variant's URL (default: core's entity link, the variant's canonical SEO URL when the answer has
   * one, else the shop's product route, `/detail/:variantId`).
   */
  variantUrl?: (variantId: string) => string;
  /** Replaces the find-variant call. */
  api?: Pick<ProductApi, "findVariant">;
  /** Called with the found variant's id before navigating. */
  onVariantFound?: (variantId: string) => void;
}

/** An option with its state in the configurator. */
export interface VariantOptionState {
  option: PropertyOption;
  selected: boolean;
  /** False when the option does not combine with the other chosen options into an existing variant. */
  combinable: boolean;
}

/** An option group with its options' states. */
export interface VariantGroupState {
  group: PropertyGroup;
  displayType: "text" | "color" | "media" | "select";
  selectedOptionId: string | undefined;
  options: VariantOptionState[];
}

const DISPLAY_TYPES = new Set(["text", "color", "media", "select"]);

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The variant configurator's logic: groups and options with selected/combinable state; `select(groupId,
 * optionId)` finds the variant (find-variant) and navigates to its URL (its canonical SEO URL when the shop has
 * one) with `replace: true`. A combination
 * that does not exist (404) shows a message and keeps the current variant.
 */
export function useVariantSwitch({
  parentId,
  configurator,
  selectedOptionIds,
  variantUrl,
  api = defaultProductApi,
  onVariantFound,
}: UseVariantSwitchOptions) {
  const client = useStoreApi();
  const link = useEntityLink();
  // The shop's router (VitrineProvider's navigate): a variant switch replaces the history entry, keeps the scroll.
  const navigate = useNavigate();
  const current = selectionFromOptionIds(configurator, selectedOptionIds);
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<"notFound" | "failed" | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const selection = pending ?? current;
  const currentKey = selectedOptionIds.join(",");
  // A new variant arrived (navigation done): the pending choice is now the current one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the shown variant changes
  useEffect(() => {
    setPending(null);
  }, [currentKey]);

  const select = useCallback(
    async (groupId: string, optionId: string) => {
      if (selection[groupId] === optionId) return;
      const options = { ...selection, [groupId]: optionId };
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPending(options);
      setError(null);
      try {
        const found = await api.findVariant(
          client,
          parentId,
          { options, switchedGroup: groupId },
          abort.signal,
        );
        const variantId = found.foundCombination.variantId;
        onVariantFound?.(variantId);
        const url = variantUrl
          ? variantUrl(variantId)
          : link("product", { id: variantId, seoUrls: found.seoUrls });
        navigate(url, { replace: true, keepScroll: true });
        // The closest combination may be the variant already shown: no new page will clear the pending choice.
        const foundOptions = found.foundCombination.options ?? [];
        if (foundOptions.length > 0 && sameOptions(foundOptions, selectedOptionIds)) setPending(null);
      } catch (caught) {
        if (abort.signal.aborted) return;
        // Nothing is lost: the shown variant and its choices stay; a message says why.
        setPending(null);
        setError(isStoreApiError(caught) && caught.status === 404 ? "notFound" : "failed");
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [selection, api, client, parentId, onVariantFound, navigate, variantUrl, link, selectedOptionIds],
  );

  const groups: VariantGroupState[] = configurator.map((group) => ({
    group,
    displayType: (DISPLAY_TYPES.has(group.displayType ?? "")
      ? group.displayType
      : "text") as VariantGroupState["displayType"],
    selectedOptionId: selection[group.id],
    options: (group.options ?? []).map((option) => ({
      option,
      selected: selection[group.id] === option.id,
      combinable: option.combinable !== false,
    })),
  }));

  return {
    groups,
    selection,
    /** True while the variant is being found and loaded. */
    switching: pending !== null && error === null,
    error,
    select,
    dismissError: () => setError(null),
  };
}
