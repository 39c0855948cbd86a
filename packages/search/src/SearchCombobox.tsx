import { useMoney, useSnippet } from "@vitrine/core";
import { cx, pickThumbnail, translated } from "@vitrine/core/utils";
import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
import { SEARCH_MIN_CHARACTERS } from "./constants";
import type { SearchFormProps } from "./SearchForm";
import { SearchFormView } from "./SearchFormView";
import { searchSnippets } from "./search.snippets";
import { useSearchSuggest } from "./useSearchSuggest";

/** The field the combobox takes over from: `<SearchForm>`'s markup before this code had loaded. */
export interface SearchTakeover {
  input: RefObject<HTMLInputElement | null>;
  /** The shopper submitted the form before the code had loaded: the combobox submits at once. */
  submit: boolean;
}

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps extends SearchFormProps {
  takeover?: SearchTakeover;
}

/** The form's submit button. */
const submitButton = (form: HTMLFormElement | null | undefined) =>
  form?.querySelector<HTMLButtonElement>('button[type="submit"]');

/**
 * What the field held when the combobox replaced it: the text typed so far, the selection, and where the focus
 * was (the field, or the submit button a keyboard user has tabbed to).
 */
function readField(input: HTMLInputElement | null | undefined) {
  if (!input) return null;
  const active = document.activeElement;
  return {
    value: input.value,
    focus: active === input ? "field" : active && active === submitButton(input.form) ? "submit" : null,
    start: input.selectionStart,
    end: input.selectionEnd,
  };
}

/**
 * The interactive search form behind `<SearchForm>`, loaded at the shopper's first interaction with it: a combobox
 * named "Search" with live product suggestions (image, name, price) and a "Show all N results" option. It
 * continues where the field was: the text typed while the code loaded, the focus and the caret, a pending submit.
 */
export function SearchCombobox({
  className,
  classNames = {},
  takeover,
  ...options
}: SearchComboboxProps): ReactNode {
  // Read while rendering: the field it replaces is still in the page, and no keystroke can come in between.
  const [field] = useState(() => readField(takeover?.input.current));
  const search = useSearchSuggest({ ...options, initialTerm: field?.value ?? options.initialTerm });
  const t = useSnippet(searchSnippets);
  const money = useMoney();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the combobox takes over.
  useLayoutEffect(() => {
    if (!field) return;
    const input = search.inputRef.current;
    if (field.focus === "field" && input) {
      input.focus();
      input.setSelectionRange(field.start, field.end);
    } else if (field.focus === "submit") submitButton(input?.form)?.focus();
    if (takeover?.submit) search.submit();
    else if (field.value !== (options.initialTerm ?? "")) search.setTerm(field.value);
  }, []);
  const { status, isOpen, term, suggestedTerm, options: list } = search;
  let message = "";
  if (search.isBlocked)
    message = t("search.tooShort", { min: options.minCharacters ?? SEARCH_MIN_CHARACTERS });
  else if (status === "loading") message = t("search.loading");
  else if (status === "error") message = t("search.error");
  else if (status === "success" && list.length === 0)
    message = t("search.noResults", { term: suggestedTerm });
  else if (isOpen) message = t("search.suggestions", { count: list.length });

  return (
    <SearchFormView
      className={className}
      classNames={classNames}
      open={isOpen}
      message={message}
      formProps={search.getFormProps()}
      inputProps={{ ...search.getInputProps(), "aria-invalid": search.isBlocked || undefined }}
      clearProps={term ? search.getClearButtonProps() : undefined}
      listbox={
        isOpen && (
          <ul {...search.getListboxProps({ className: cx("vitrine-search__listbox", classNames.listbox) })}>
            {list.map((option, index) => {
              const props = search.getOptionProps(index, {
                className: cx("vitrine-search__option", classNames.option),
              });
              if (option.type === "all") {
                return (
                  <li key={option.id} {...props}>
                    {t("search.showAll", { total: option.total })}
                  </li>
                );
              }
              const { product } = option;
              const media = product.cover?.media;
              const thumbnail = media ? pickThumbnail(media, 80) : undefined;
              const price = product.calculatedPrice?.unitPrice;
              return (
                <li key={option.id} {...props}>
                  {thumbnail ? (
                    <img
                      className="vitrine-search__image"
                      src={thumbnail.url}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span className="vitrine-search__image" aria-hidden="true" />
                  )}
                  <span className="vitrine-search__name">{translated(product, "name")}</span>
                  {price !== undefined && <span className="vitrine-search__price">{money(price)}</span>}
                </li>
              );
            })}
          </ul>
        )
      }
    />
  );
}
