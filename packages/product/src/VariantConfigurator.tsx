import { useSnippet } from "@vitrine/core";
import { changedBeforeHydration } from "@vitrine/core/react";
import { cx, translated } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useRef } from "react";
import { productSnippets } from "./product.snippets";
import { type UseVariantSwitchOptions, useVariantSwitch, type VariantGroupState } from "./useVariantSwitch";
import { variantParam } from "./variant.rules";

/** Props of {@link VariantConfigurator}. */
export interface VariantConfiguratorProps extends UseVariantSwitchOptions {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

const optionName = (option: { name?: string | null; translated?: { name?: string | null } | null }) =>
  translated(option, "name") ?? "";

/** One option group: radio buttons (text), colour swatches (color), images (media), or a select. */
function OptionGroup({
  state,
  onSelect,
}: {
  state: VariantGroupState;
  onSelect: (optionId: string) => void;
}): ReactNode {
  const t = useSnippet(productSnippets);
  const { group, displayType, options, selectedOptionId } = state;
  const groupName = translated(group, "name") ?? "";
  const unavailable = ` (${t("product.variant.notAvailable")})`;

  if (displayType === "select") {
    return (
      <div className="vitrine-variant__group" data-display={displayType}>
        <label className="vitrine-variant__legend" htmlFor={`vitrine-variant-${group.id}`}>
          {groupName}
        </label>
        <select
          id={`vitrine-variant-${group.id}`}
          className="vitrine-variant__select"
          name={variantParam(group.id)}
          value={selectedOptionId ?? ""}
          onChange={(event) => onSelect(event.target.value)}
        >
          {selectedOptionId === undefined && (
            <option value="">{t("product.variant.choose", { group: groupName })}</option>
          )}
          {options.map(({ option, combinable }) => (
            <option key={option.id} value={option.id} data-combinable={combinable}>
              {optionName(option)}
              {combinable ? "" : unavailable}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <fieldset className="vitrine-variant__group" data-display={displayType}>
      <legend className="vitrine-variant__legend">{groupName}</legend>
      <div className="vitrine-variant__options">
        {options.map(({ option, selected, combinable }) => {
          // A swatch or an image is named by the option's name, visually hidden; a text option shows the name.
          const visual =
            displayType === "color" && option.colorHexCode ? (
              <span
                className="vitrine-variant__swatch"
                aria-hidden="true"
                style={{ backgroundColor: option.colorHexCode }}
              />
            ) : displayType === "media" && option.media ? (
              <img className="vitrine-variant__media" src={option.media.url} alt="" width={48} height={48} />
            ) : null;
          return (
            <label
              key={option.id}
              className="vitrine-variant__option"
              data-state={selected ? "selected" : undefined}
              data-combinable={combinable}
            >
              <input
                type="radio"
                className="vitrine-visually-hidden"
                name={variantParam(group.id)}
                value={option.id}
                checked={selected}
                onChange={() => onSelect(option.id)}
              />
              {visual}
              <span className={visual ? "vitrine-visually-hidden" : "vitrine-variant__text"}>
                {optionName(option)}
              </span>
              {!combinable && <span className="vitrine-visually-hidden">{unavailable}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The variant configurator: each option group as buttons (radio semantics), colour swatches, images or a select;
 * a choice finds the variant and moves to its URL, replacing the history entry; combinations that do not exist
 * are marked (`data-combinable="false"` and a visually hidden "not available in this combination"). Every group's
 * control is named `variantParam(groupId)`: inside a GET form it works without JavaScript too (the loader reads
 * the choice with `variantChoiceFromSearch` from `/server`). An option chosen in the server HTML before the code
 * arrived (a page that loads it later, `/variants`) is switched to once it has.
 */
export function VariantConfigurator({ className, ...options }: VariantConfiguratorProps): ReactNode {
  const t = useSnippet(productSnippets);
  const variants = useVariantSwitch(options);
  const ref = useRef<HTMLDivElement>(null);
  // The choice made in the server HTML before the code came: React keeps it on screen, the switch goes to it. (A
  // configurator rendered in the browser has changed nothing: a select's missing default is its shown option, and
  // choosing the shown option sends nothing.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the server HTML hydrates
  useEffect(() => {
    const control = [
      ...(ref.current?.querySelectorAll<HTMLInputElement>("input:checked, select") ?? []),
    ].find(changedBeforeHydration);
    if (control) void variants.select(control.name.slice(variantParam("").length), control.value);
  }, []);
  return (
    <div
      ref={ref}
      className={cx("vitrine-variant", className)}
      data-state={variants.switching ? "switching" : variants.error ? "error" : "idle"}
      aria-busy={variants.switching || undefined}
    >
      {variants.groups.map((state) => (
        <OptionGroup
          key={state.group.id}
          state={state}
          onSelect={(optionId) => void variants.select(state.group.id, optionId)}
        />
      ))}
      <div role="status" className="vitrine-variant__status">
        {variants.switching ? t("product.variant.switching") : ""}
      </div>
      {variants.error && (
        <p role="alert" className="vitrine-variant__error">
          {t(variants.error === "notFound" ? "product.variant.notFound" : "product.variant.error")}
        </p>
      )}
    </div>
  );
}
