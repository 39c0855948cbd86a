// The step-by-step wizard (templates with `stepByStep`), loaded lazily: a start page, one page per option, a finish
// page that reviews every value and its price. Each step change pushes `#wizard-step-N` (the first replaces), Back
// and Forward move between steps, a reload resumes the step, focus moves to the step's heading.
import { useMoney, useSnippet } from "@vitrine/core";
import { useHydrated } from "@vitrine/core/react";
import { translated } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { revealFirstProblem } from "./CustomizedProductForm";
import { WIZARD_MAX_CONTENT_HEIGHT, WIZARD_VALIDATION_DEBOUNCE_MS } from "./constants";
import { OptionField } from "./OptionField";
import { displayName, isFilled, isSelection, isUpload } from "./rules";
import type { CustomizedProductControls } from "./useCustomizedProduct";
import { nextLabelKey, pagerText, showsNavigation, stepFromHash, wizardHash } from "./wizard.rules";
import { wizardSnippets } from "./wizard.snippets";

/** The shown value of an option (for the review page). */
function shownValue(controls: CustomizedProductControls, optionId: string): string {
  const option = controls.template.options?.find((candidate) => candidate.id === optionId);
  if (!option) return "";
  const value = controls.state.values[optionId];
  if (isUpload(option)) return (controls.state.uploads[optionId] ?? []).map((entry) => entry.name).join(", ");
  if (!isFilled(option, value, controls.state.uploads[optionId])) return "";
  if (isSelection(option)) {
    const ids = Array.isArray(value) ? value : [];
    return (option.values ?? [])
      .filter((entry) => ids.includes(entry.id))
      .map(displayName)
      .join(", ");
  }
  if (option.type === "checkbox") return "✓";
  return option.type === "htmleditor"
    ? String(value)
        .replace(/<[^>]*>/g, " ")
        .trim()
    : String(value);
}

/** The wizard over the configurator's options. */
export default function Wizard({ controls }: { controls: CustomizedProductControls }): ReactNode {
  const t = useSnippet(wizardSnippets);
  const money = useMoney();
  // The buttons work once this lazily loaded part has hydrated: until then (server HTML) they are disabled.
  const hydrated = useHydrated();
  const options = controls.template.options ?? [];
  const total = options.length + 2;
  const { step } = controls.state;
  const page = step + 1;
  const option = page > 1 && page < total ? options[step - 1] : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const hashed = useRef(false);
  const { setStep } = controls;

  // A reload resumes the step; Back and Forward move between steps.
  useEffect(() => {
    const read = () => {
      const fromHash = stepFromHash(window.location.hash, total);
      if (fromHash !== null) setStep(fromHash);
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [setStep, total]);

  // Where focus goes after a step change of ours: the step's heading, or after a buy attempt the invalid option.
  const focusAfterStep = useRef<"heading" | "problem" | null>(null);
  const go = (next: number, focus: "heading" | "problem" = "heading") => {
    // Every step change pushes a history entry; the first one replaces. A hash keeps the page's path and query.
    window.history[hashed.current ? "pushState" : "replaceState"](null, "", wizardHash(next));
    hashed.current = true;
    focusAfterStep.current = focus;
    setStep(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change, which `step` names
  useEffect(() => {
    if (focusAfterStep.current === "problem") revealFirstProblem(controls);
    else if (focusAfterStep.current === "heading") heading.current?.focus();
    focusAfterStep.current = null;
  }, [step]);

  // A buy attempt with an invalid option: its page is shown, and focus goes to the option, with its error.
  const { submitted } = controls.state;
  const firstInvalid = options.findIndex((entry) => controls.errors[entry.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new buy attempt moves the wizard
  useEffect(() => {
    if (!submitted || firstInvalid < 0) return;
    if (step === firstInvalid + 1) revealFirstProblem(controls);
    else go(firstInvalid + 1, "problem");
  }, [submitted]);

  // Next is disabled while the current page's option is required and invalid (checked 300 ms after a change).
  const blocked = Boolean(option?.required && controls.errors[option.id]);
  const [nextDisabled, setNextDisabled] = useState(blocked);
  useEffect(() => {
    if (blocked) return setNextDisabled(true);
    const timer = setTimeout(() => setNextDisabled(false), WIZARD_VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [blocked]);

  const title =
    page === 1
      ? translated(controls.template, "displayName")
      : option
        ? displayName(option)
        : t("customizedProducts.wizard.review");
  const quoteLines = controls.state.quote?.options ?? [];
  const description = translated(controls.template, "description");
  return (
    <section className="vitrine-cp-wizard">
      <div className="vitrine-cp-wizard__bar">
        {page > 1 && page < total && <p className="vitrine-cp-wizard__pager">{pagerText(page, total)}</p>}
        {showsNavigation(page, total) && (
          <label className="vitrine-cp-wizard__navigation">
            {t("customizedProducts.wizard.navigation")}
            <select value={step} onChange={(event) => go(Number(event.currentTarget.value))}>
              {options.map((entry, index) => (
                <option key={entry.id} value={index + 1}>
                  {index + 1}. {displayName(entry)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <h3 ref={heading} tabIndex={-1} className="vitrine-cp-wizard__heading">
        {title}
      </h3>
      <p role="status" className="vitrine-visually-hidden">
        {t("customizedProducts.wizard.step", { current: page, total, name: title ?? "" })}
      </p>
      <div className="vitrine-cp-wizard__content" style={{ maxHeight: WIZARD_MAX_CONTENT_HEIGHT }}>
        {page === 1 && description && (
          <p className="vitrine-cp-help">{description.replace(/<[^>]*>/g, "")}</p>
        )}
        {option && <OptionField option={option} controls={controls} />}
        {page === total && (
          <dl className="vitrine-cp-wizard__review">
            {options.map((entry) => {
              const line = quoteLines.find((candidate) => candidate.optionId === entry.id);
              return (
                <div key={entry.id}>
                  <dt>{displayName(entry)}</dt>
                  <dd>
                    {shownValue(controls, entry.id) || t("customizedProducts.wizard.empty")}
                    {line ? ` (${money(line.totalPrice)})` : ""}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
      <div className="vitrine-cp-wizard__buttons">
        {page > 1 && (
          <button type="button" disabled={!hydrated} onClick={() => go(step - 1)}>
            {t("customizedProducts.wizard.back")}
          </button>
        )}
        {page < total && (
          <button
            type="button"
            disabled={!hydrated}
            aria-disabled={(page > 1 && nextDisabled) || undefined}
            onClick={() => {
              if (page > 1 && (blocked || nextDisabled)) {
                if (option) controls.touch(option.id);
                return;
              }
              go(step + 1);
            }}
          >
            {page === 1
              ? t("customizedProducts.wizard.start")
              : t(`customizedProducts.wizard.${nextLabelKey(page, total)}`)}
          </button>
        )}
      </div>
    </section>
  );
}
