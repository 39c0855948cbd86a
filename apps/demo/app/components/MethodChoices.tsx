import { CollapsibleList } from "@vitrine/cart/checkout";
import { type ChangeEvent, useState } from "react";
import { useSubmit } from "react-router";

/** A shipping or payment method as the confirm page offers it. */
export interface MethodChoice {
  id: string;
  name: string;
  description?: string | null;
}

/**
 * A fieldset of radio choices (shipping or payment method) with the current one checked. A long list shows its
 * first three and "Show more" / "Show less" (`@vitrine/cart/checkout`); the chosen one always stays visible.
 * With JavaScript a choice is saved at once (the form's "update" submit); without, the page's update button saves it.
 */
export function MethodChoices({
  legend,
  name,
  methods,
  selectedId,
}: {
  legend: string;
  name: string;
  methods: MethodChoice[];
  selectedId: string | null | undefined;
}) {
  const submit = useSubmit();
  const [chosen, setChosen] = useState(selectedId);
  const [saved, setSaved] = useState(selectedId);
  // The page's data changed (saved choice): follow it.
  if (saved !== selectedId) {
    setSaved(selectedId);
    setChosen(selectedId);
  }
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(event.currentTarget.value);
    const form = event.currentTarget.form;
    if (form) void submit(form, { preventScrollReset: true });
  };
  return (
    <fieldset className="panel method-list">
      <legend>{legend}</legend>
      <CollapsibleList
        items={methods}
        getKey={(method) => method.id}
        isSelected={(method) => method.id === chosen}
        renderItem={(method) => (
          <MethodRadio name={name} method={method} checked={method.id === chosen} onChange={choose} />
        )}
      />
    </fieldset>
  );
}

/** One radio choice of a method: its name and description as the label. */
export function MethodRadio({
  name,
  method,
  checked,
  onChange,
}: {
  name: string;
  method: MethodChoice;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} value={method.id} checked={checked} onChange={onChange} />
      <span>
        <span className="choice-title">{method.name}</span>
        {method.description ? <span className="choice-text">{method.description}</span> : null}
      </span>
    </label>
  );
}
