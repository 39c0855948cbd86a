/** The rules a field can carry. */
export interface FieldRules {
  /** An empty trimmed value is invalid. */
  required?: boolean;
  /** The trimmed value needs at least this many characters. */
  minLength?: number;
  /** The name of the paired field whose trimmed value this one must equal. */
  equalTo?: string;
}

/** Which rule a value broke: one of the field's rules, or a check the control's type brings (format, min, max). */
export type FieldRule = keyof FieldRules | "format" | "min" | "max";

/** A broken rule with the numbers its message needs. */
export interface FieldError {
  rule: FieldRule;
  /** Parameters of the rule's message: `min` and `count` for `minLength`. */
  params: Record<string, number>;
}

/**
 * Checks a value against its rules, on the trimmed value; `pairValue` is the paired field's value (for `equalTo`).
 * Returns the first broken rule (required, then minimum length, then equality) or null.
 */
export function checkField(value: string, rules: FieldRules, pairValue?: string): FieldError | null {
  const trimmed = value.trim();
  if (rules.required && trimmed === "") return { rule: "required", params: {} };
  if (trimmed === "") return null;
  if (rules.minLength !== undefined && trimmed.length < rules.minLength) {
    return { rule: "minLength", params: { min: rules.minLength, count: trimmed.length } };
  }
  if (rules.equalTo !== undefined && trimmed !== (pairValue ?? "").trim()) {
    return { rule: "equalTo", params: {} };
  }
  return null;
}

/** The snippet key of a rule's message. */
export const ruleSnippetKey = (rule: FieldRule): string => `forms.invalid.${rule}`;
