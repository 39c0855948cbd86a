// A selection option as a group of radios (one value) or checkboxes (multi-select), with colour swatches or
// images; loaded lazily with the first such option. Excluded values are disabled and say why.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import type { TemplateOption } from "./customizedProducts.schema";
import { Excluded } from "./Excluded";
import { displayName, isMultiSelect } from "./rules";
import type { CustomizedProductControls } from "./useCustomizedProduct";

/** Props of the choice group. */
export interface ChoiceGroupProps {
  option: TemplateOption;
  /** The state from `useCustomizedProduct`. */
  controls: CustomizedProductControls;
  /** The inputs' shared name. */
  name: string;
  /** ARIA and blur props every input gets. */
  common: Record<string, unknown>;
}

/** The option's values as radios or checkboxes. */
export default function ChoiceGroup({ option, controls, name, common }: ChoiceGroupProps): ReactNode {
  const value = controls.state.values[option.id];
  const chosen = Array.isArray(value) ? value : [];
  const multi = isMultiSelect(option);
  const group = useRef<HTMLDivElement>(null);
  // A choice clicked in the server's HTML before this code arrived is kept: hydration finds the inputs as the
  // shopper left them, and the configurator takes that choice over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useLayoutEffect(() => {
    const picked = [...(group.current?.querySelectorAll("input") ?? [])]
      .filter((input) => input.checked)
      .map((input) => input.value);
    if (picked.join() !== chosen.join()) controls.setValue(option.id, picked);
  }, []);
  return (
    <div ref={group} className={`vitrine-cp-choices vitrine-cp-choices--${option.type}`}>
      {(option.values ?? []).map((entry) => {
        const checked = chosen.includes(entry.id);
        const reason = checked ? undefined : controls.disabled[`${option.id}:${entry.id}`];
        const raw = entry.value?._value;
        return (
          <label key={entry.id} className="vitrine-cp-choice" data-checked={checked || undefined}>
            <input
              type={multi ? "checkbox" : "radio"}
              name={name}
              value={entry.id}
              checked={checked}
              disabled={reason !== undefined}
              {...common}
              onChange={(event) =>
                controls.setValue(
                  option.id,
                  multi
                    ? event.currentTarget.checked
                      ? [...chosen, entry.id]
                      : chosen.filter((candidate) => candidate !== entry.id)
                    : [entry.id],
                )
              }
            />
            {option.type === "colorselect" && typeof raw === "string" && (
              <span className="vitrine-cp-swatch" style={{ background: raw }} aria-hidden="true" />
            )}
            {option.type === "imageselect" && entry.media?.url && (
              <img
                className="vitrine-cp-thumb"
                src={entry.media.url}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            )}
            <span>{displayName(entry)}</span>
            {reason !== undefined && <Excluded reason={reason} />}
          </label>
        );
      })}
    </div>
  );
}
