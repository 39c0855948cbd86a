import { useInteractionLoad, useTakeOver } from "@vitrine/core/react";
import { type ReactNode, useId, useRef } from "react";
import type { SearchCombobox, SearchTakeover } from "./SearchCombobox";
import { type SearchFormClassNames, SearchFormView } from "./SearchFormView";
import type { UseSearchSuggestOptions } from "./useSearchSuggest";

/** Props of `<SearchForm>`. */
export interface SearchFormProps extends UseSearchSuggestOptions {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  classNames?: SearchFormClassNames;
}

const loadCombobox = () => import("./SearchCombobox").then((module) => module.SearchCombobox);

/**
 * The header search form: a combobox named "Search" with live product suggestions (image, name, price) and a
 * "Show all N results" option; submitting goes to `/search?search=…`. State in `data-state`.
 *
 * The page renders and hydrates the form's markup only, a GET form to the search page that works as it is. The
 * combobox's code loads when the shopper first comes near the form (pointer over it, focus, touch), and takes over
 * the field as it is then: the text typed meanwhile, the focus and the caret, and a submit that came first.
 */
export function SearchForm(props: SearchFormProps): ReactNode {
  const { className, classNames, initialTerm = "" } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const takeover = useRef<SearchTakeover>({ input, submit: false });
  const {
    loaded: Combobox,
    load,
    interactionProps,
  } = useInteractionLoad<typeof SearchCombobox>(loadCombobox, () => {
    // The code did not arrive (offline, a new deployment): the plain form still works, and a submit that waited
    // for the code goes to the search page as a form does.
    if (takeover.current.submit) form.current?.submit();
  });

  // The shopper typed into the field before the form hydrated (a slow phone, or a shop that hydrates the form on first
  // interaction): the combobox loads at once and takes over the text typed, the focus and the caret.
  useTakeOver(input, load);

  const submitLater = () => {
    takeover.current.submit = true;
    load();
  };

  if (Combobox) return <Combobox {...props} takeover={takeover.current} />;
  return (
    <SearchFormView
      className={className}
      classNames={classNames}
      formProps={{
        ref: form,
        ...interactionProps,
        onSubmit: (event) => {
          event.preventDefault();
          submitLater();
        },
      }}
      // A click on the button (Enter in the field clicks it too) is taken before the form's submit: the combobox
      // may take over at the end of this click, and a form it has replaced would not send anything.
      submitProps={{
        onClick: (event) => {
          event.preventDefault();
          submitLater();
        },
      }}
      inputProps={{
        ref: input,
        id: `${id}-input`,
        defaultValue: initialTerm,
        onChange: load,
      }}
      clearProps={
        initialTerm
          ? {
              type: "button",
              onClick: () => {
                if (input.current) input.current.value = "";
                input.current?.focus();
                load();
              },
            }
          : undefined
      }
    />
  );
}
