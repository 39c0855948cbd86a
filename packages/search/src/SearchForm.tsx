import { useMoney, useSnippet } from "@vitrine/core";
import { pickThumbnail } from "@vitrine/core/schemas";
import { cx, translated } from "@vitrine/core/utils";
import type { ReactNode } from "react";
import { SEARCH_MIN_CHARACTERS } from "./constants";
import { searchSnippets } from "./search.snippets";
import { type UseSearchSuggestOptions, useSearchSuggest } from "./useSearchSuggest";

/** Class names of the parts of `<SearchForm>`, added to the `vitrine-search*` classes. */
export interface SearchFormClassNames {
  field?: string;
  input?: string;
  clear?: string;
  submit?: string;
  listbox?: string;
  option?: string;
  status?: string;
}

/** Props of `<SearchForm>`. */
export interface SearchFormProps extends UseSearchSuggestOptions {
  className?: string;
  classNames?: SearchFormClassNames;
}

/**
 * The header search form: a combobox named "Search" with live product suggestions (image, name, price) and a
 * "Show all N results" option; submitting goes to `/search?search=…`. State in `data-state`.
 */
export function SearchForm({ className, classNames = {}, ...options }: SearchFormProps): ReactNode {
  const search = useSearchSuggest(options);
  const t = useSnippet(searchSnippets);
  const money = useMoney();
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
    <form {...search.getFormProps({ className: cx("vitrine-search", className) })} data-open={isOpen}>
      <label htmlFor={search.getInputProps().id} className="vitrine-visually-hidden">
        {t("search.label")}
      </label>
      <div className={cx("vitrine-search__field", classNames.field)}>
        <input
          {...search.getInputProps({
            className: cx("vitrine-search__input", classNames.input),
            placeholder: t("search.placeholder"),
          })}
          aria-invalid={search.isBlocked || undefined}
        />
        {term && (
          <button
            {...search.getClearButtonProps({ className: cx("vitrine-search__clear", classNames.clear) })}
            aria-label={t("search.clear")}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className={cx("vitrine-search__submit", classNames.submit)}>
          {t("search.submit")}
        </button>
      </div>
      {isOpen && (
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
      )}
      <div role="status" className={cx("vitrine-search__status", classNames.status)}>
        {message}
      </div>
    </form>
  );
}
