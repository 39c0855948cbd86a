/** A shipping or payment method as the confirm page offers it. */
export interface MethodChoice {
  id: string;
  name: string;
  description?: string | null;
}

/** A fieldset of radio choices (shipping or payment method) with the current one checked. */
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
  return (
    <fieldset className="panel">
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className="choice">
          <input type="radio" name={name} value={method.id} defaultChecked={method.id === selectedId} />
          <span>
            <span className="choice-title">{method.name}</span>
            {method.description ? <span className="choice-text">{method.description}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
