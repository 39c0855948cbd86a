import { useRoute, useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import type {
  ButtonHTMLAttributes,
  FormHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  RefObject,
} from "react";
import { searchSnippets } from "./search.snippets";

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

/** What the form's markup shows: the same before the combobox's code has loaded and after. */
export interface SearchFormViewProps {
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
  classNames?: SearchFormClassNames;
  /** The form's props (a GET form to the search page, `role="search"`, `data-state="idle"` unless given). */
  formProps: FormHTMLAttributes<HTMLFormElement> & {
    ref?: RefObject<HTMLFormElement | null>;
    "data-state"?: string;
  };
  /** The field's props (a search field named `search`, a list-autocomplete combobox, collapsed, unless given). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  /** Handlers of the submit button. */
  submitProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** The clear button's props, when the field has text. */
  clearProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** The suggestion list, when it is open. */
  listbox?: ReactNode;
  /** What role=status says (nothing by default). */
  message?: string;
  /** Whether it is open (controlled; default closed). */
  open?: boolean;
}

/** The markup of `<SearchForm>`: a search landmark with a labelled field, clear and submit buttons, and a status. */
export function SearchFormView({
  className,
  classNames = {},
  formProps,
  inputProps,
  clearProps,
  submitProps,
  listbox,
  message,
  open = false,
}: SearchFormViewProps): ReactNode {
  const t = useSnippet(searchSnippets);
  const route = useRoute();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark is the form itself (a <search> wrapper would add an element around it)
    <form
      role="search"
      action={route("search")}
      method="get"
      data-state="idle"
      {...formProps}
      className={cx("vitrine-search", className)}
      data-open={open}
    >
      <label htmlFor={inputProps.id} className="vitrine-visually-hidden">
        {t("search.label")}
      </label>
      <div className={cx("vitrine-search__field", classNames.field)}>
        <input
          type="search"
          name="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          {...inputProps}
          className={cx("vitrine-search__input", classNames.input)}
          placeholder={t("search.placeholder")}
        />
        {clearProps && (
          <button
            {...clearProps}
            className={cx("vitrine-search__clear", classNames.clear)}
            aria-label={t("search.clear")}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button {...submitProps} type="submit" className={cx("vitrine-search__submit", classNames.submit)}>
          {t("search.submit")}
        </button>
      </div>
      {listbox}
      <div role="status" className={cx("vitrine-search__status", classNames.status)}>
        {message}
      </div>
    </form>
  );
}
