import { useSnippet } from "@vitrine/core";
import { useHydrated } from "@vitrine/core/react";
import { cx, translated } from "@vitrine/core/utils";
import { lazy, type ReactNode, Suspense } from "react";
import type { TemplateOption, TemplateValue } from "./customizedProducts.schema";
import { customizedProductsSnippets } from "./customizedProducts.snippets";
import { Excluded } from "./Excluded";
import { displayName, isMultiSelect, isSelection, isUpload, optionRange, uploading } from "./rules";
import type { CustomizedProductControls } from "./useCustomizedProduct";

const RichTextEditor = lazy(() => import("./RichTextEditor"));
const UploadControl = lazy(() => import("./UploadControl"));
const ChoiceGroup = lazy(() => import("./ChoiceGroup"));

/** The element id of an option's block (the scroll target of its error). */
export const optionElementId = (optionId: string): string => `vitrine-cp-${optionId}`;

/** Props of {@link OptionField}. */
export interface OptionFieldProps {
  option: TemplateOption;
  /** The state from `useCustomizedProduct`. */
  controls: CustomizedProductControls;
}

/** One option of the template as an accessible control: label, required mark, help text, error beneath. */
export function OptionField({ option, controls }: OptionFieldProps): ReactNode {
  const t = useSnippet(customizedProductsSnippets);
  const hydrated = useHydrated();
  const { state, errors, disabled } = controls;
  const id = optionElementId(option.id);
  const inputId = `${id}-input`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const value = state.values[option.id];
  const error = errors[option.id];
  // Shown once the option was left or a buy was tried; not while a file of it is still on its way.
  const shown =
    error && (state.touched[option.id] || state.submitted) && !uploading(state.uploads[option.id])
      ? error
      : null;
  const help = translated(option, "description");
  const name = displayName(option);
  const described = cx(help && helpId, errorId) || undefined;
  const common = {
    "aria-describedby": described,
    "aria-invalid": shown ? true : undefined,
    onBlur: () => controls.touch(option.id),
  };
  const group = isSelection(option) && !(option.typeProperties?.isDropDown && !isMultiSelect(option));
  const label = (
    <>
      {name}
      {option.required && (
        <span className="vitrine-cp-required">
          <span aria-hidden="true"> *</span>
          <span className="vitrine-visually-hidden"> ({t("customizedProducts.requiredMark")})</span>
        </span>
      )}
    </>
  );
  const text = typeof value === "string" ? value : "";
  const setText = (next: string) => controls.setValue(option.id, next);
  let control: ReactNode;
  if (option.type === "checkbox") {
    const reason = disabled[option.id];
    control = (
      <label className="vitrine-cp-choice">
        <input
          type="checkbox"
          id={inputId}
          checked={value === true}
          disabled={reason !== undefined && value !== true}
          aria-required={option.required || undefined}
          {...common}
          onChange={(event) => controls.setValue(option.id, event.currentTarget.checked)}
        />
        {label}
        {reason !== undefined && value !== true && <Excluded reason={reason} />}
      </label>
    );
  } else if (isSelection(option)) {
    const chosen = Array.isArray(value) ? value : [];
    const values = option.values ?? [];
    const reasonOf = (entry: TemplateValue) =>
      chosen.includes(entry.id) ? undefined : disabled[`${option.id}:${entry.id}`];
    if (!group) {
      control = (
        <select
          id={inputId}
          value={chosen[0] ?? ""}
          required={option.required ?? false}
          {...common}
          onChange={(event) =>
            controls.setValue(option.id, event.currentTarget.value ? [event.currentTarget.value] : [])
          }
        >
          {!option.required || !chosen.length ? (
            <option value="">{t("customizedProducts.none")}</option>
          ) : null}
          {values.map((entry) => {
            const reason = reasonOf(entry);
            return (
              <option key={entry.id} value={entry.id} disabled={reason !== undefined}>
                {displayName(entry)}
                {reason !== undefined ? ` (${t("customizedProducts.excluded", { reason })})` : ""}
              </option>
            );
          })}
        </select>
      );
    } else {
      control = (
        <Suspense fallback={null}>
          <ChoiceGroup option={option} controls={controls} name={inputId} common={common} />
        </Suspense>
      );
    }
  } else if (isUpload(option)) {
    // Uploads need the script: until it runs (and the lazy control has loaded) the file input is disabled.
    const waiting = (
      <input
        type="file"
        id={inputId}
        disabled
        aria-label={`${name}: ${t("customizedProducts.upload.choose")}`}
      />
    );
    control = hydrated ? (
      <Suspense fallback={waiting}>
        <UploadControl option={option} controls={controls} inputId={inputId} common={common} />
      </Suspense>
    ) : (
      waiting
    );
  } else if (option.type === "htmleditor") {
    control = (
      <Suspense fallback={<div className="vitrine-cp-richtext" aria-busy="true" />}>
        <RichTextEditor id={inputId} value={text} onChange={setText} labelledBy={`${id}-label`} {...common} />
      </Suspense>
    );
  } else {
    const properties = option.typeProperties ?? {};
    const range = optionRange(option);
    const [type, min, max] =
      option.type === "numberfield"
        ? ["number", properties.minValue, properties.maxValue]
        : option.type === "datetime"
          ? ["date", range?.min, range?.max]
          : option.type === "timestamp"
            ? ["time", range?.min, range?.max]
            : ["text"];
    const props = {
      id: inputId,
      value: text,
      placeholder: translated(option, "placeholder"),
      "aria-required": option.required || undefined,
      ...common,
      onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
    };
    control =
      option.type === "textarea" ? (
        <textarea rows={3} {...props} />
      ) : (
        <input
          type={type as string}
          min={min as string | undefined}
          max={max as string | undefined}
          step={type === "number" ? (properties.interval as number | undefined) : undefined}
          {...props}
        />
      );
  }
  // A group of controls is a fieldset named by its legend; the rich-text box is named by a span (it has no input
  // to point a label at); a checkbox carries its label itself.
  const framed = group || isUpload(option);
  const Label = (framed ? "legend" : option.type === "htmleditor" ? "span" : "label") as "label";
  const Wrapper = framed ? "fieldset" : "div";
  return (
    <Wrapper
      id={id}
      className={cx("vitrine-cp-option", `vitrine-cp-option--${option.type}`)}
      data-invalid={shown ? true : undefined}
    >
      {option.type !== "checkbox" && (
        <Label
          id={`${id}-label`}
          htmlFor={Label === "label" ? inputId : undefined}
          className="vitrine-cp-label"
        >
          {label}
        </Label>
      )}
      {help && (
        <p id={helpId} className="vitrine-cp-help">
          {help}
        </p>
      )}
      {control}
      <p id={errorId} className="vitrine-cp-error" aria-live="polite">
        {shown ? t(`customizedProducts.error.${shown.rule}`, shown.params) : ""}
      </p>
    </Wrapper>
  );
}
