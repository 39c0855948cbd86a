import { useSnippet } from "@vitrine/core";
import type { Address } from "@vitrine/core/schemas";
import { type DialogOptions, Modal } from "@vitrine/core/ui";
import { cx } from "@vitrine/core/utils";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { AddressFields } from "./AddressFields";
import { addressEditorSnippets } from "./addressEditor.snippets";
import { Field } from "./Field";
import { Form, SubmitButton } from "./Form";
import {
  type AddressEditorControls,
  type UseAddressEditorOptions,
  useAddressEditor,
} from "./useAddressEditor";
import { useForm } from "./useForm";

/** Props of the address editor modal: what it is opened for (`id`, `changeableAddresses`) and its open state. */
export interface AddressEditorProps extends UseAddressEditorOptions {
  /** Whether the modal is open. */
  open: boolean;
  /** Called when the modal wants to open or close (close button, Esc, backdrop, a choice sent). */
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the opener (the modal mounts after its opener was pressed). */
  returnFocusTo?: DialogOptions["returnFocusTo"];
  /** The heading; by default it says what may be changed (snippets `forms.addressEditor.title*`). */
  title?: string;
  /** Class name of the `<dialog>`, added to `vitrine-address-editor`. */
  className?: string;
}

type Translate = ReturnType<typeof useSnippet>;

/** The lines of an address's postal block: company, name, street, postcode and city, country (empty ones left out). */
const addressLines = (address: Address): string[] =>
  [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.street,
    [address.zipcode, address.city].filter(Boolean).join(" "),
    address.country?.translated?.name ?? address.country?.name,
  ].map((line) => line ?? "");

/** The list with the choice for shipping and/or billing, and the buttons to edit and to add an address. */
function AddressList({
  editor,
  current,
  close,
  t,
}: {
  editor: AddressEditorControls;
  current: UseAddressEditorOptions["current"];
  close: () => void;
  t: Translate;
}) {
  const base = useId();
  const choosing = editor.changeShipping || editor.changeBilling;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.apply().then((sent) => sent && close());
  };
  const choice = (kind: "shipping" | "billing", address: Address, textId: string) => {
    const name = `${kind}AddressId` as const;
    return (
      <label className="vitrine-address-editor__choice">
        <input
          type="radio"
          name={name}
          value={address.id}
          checked={editor.selection[name] === address.id}
          onChange={() => editor.choose(kind, address.id)}
          aria-describedby={textId}
        />
        {t(kind === "shipping" ? "forms.addressEditor.useShipping" : "forms.addressEditor.useBilling")}
      </label>
    );
  };
  return (
    <form
      className="vitrine-address-editor__list-view"
      onSubmit={apply}
      aria-busy={editor.applying || undefined}
    >
      {editor.status === "loading" ? <p role="status">{t("forms.addressEditor.loading")}</p> : null}
      {editor.status === "failed" ? (
        <div role="alert" className="vitrine-address-editor__alert">
          {t("forms.addressEditor.loadFailed")}{" "}
          <button
            type="button"
            className="vitrine-button--link vitrine-address-editor__link"
            onClick={editor.reload}
          >
            {t("forms.addressEditor.retry")}
          </button>
        </div>
      ) : null}
      {editor.status === "ready" && editor.addresses.length === 0 ? (
        <p>{t("forms.addressEditor.empty")}</p>
      ) : null}
      <p role="status" className="vitrine-address-editor__notice">
        {editor.savedId ? t("forms.addressEditor.saved") : ""}
      </p>
      {editor.addresses.length > 0 ? (
        <ul className="vitrine-address-editor__list" aria-label={t("forms.addressEditor.list")}>
          {editor.addresses.map((address) => {
            const textId = `${base}-${address.id}`;
            const lines = addressLines(address);
            const shipping = address.id === current?.shippingAddressId;
            const billing = address.id === current?.billingAddressId;
            return (
              <li
                key={address.id}
                data-address-id={address.id}
                className={cx(
                  "vitrine-address-editor__item",
                  editor.savedId === address.id && "vitrine-address-editor__item--saved",
                )}
              >
                <address id={textId} className="vitrine-address-editor__address">
                  {lines.map((line, index) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines have fixed places (company, name, street, …)
                    line ? <span key={index}>{line}</span> : null,
                  )}
                </address>
                {shipping || billing ? (
                  <p className="vitrine-address-editor__badges">
                    {shipping ? <span>{t("forms.addressEditor.currentShipping")}</span> : null}
                    {billing ? <span>{t("forms.addressEditor.currentBilling")}</span> : null}
                  </p>
                ) : null}
                <div className="vitrine-address-editor__item-actions">
                  {editor.changeShipping ? choice("shipping", address, textId) : null}
                  {editor.changeBilling ? choice("billing", address, textId) : null}
                  <button
                    type="button"
                    className="vitrine-button--link vitrine-address-editor__link"
                    aria-label={t("forms.addressEditor.editLabel", {
                      // One line for the address: name, street, postcode and city.
                      address: lines.slice(1, 4).filter(Boolean).join(", "),
                    })}
                    data-edit={address.id}
                    onClick={() => editor.startEdit(address)}
                  >
                    {t("forms.addressEditor.edit")}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {editor.applyError ? (
        <p role="alert" className="vitrine-address-editor__alert">
          {editor.applyError}
        </p>
      ) : null}
      <div className="vitrine-address-editor__actions">
        {choosing && editor.status === "ready" && editor.addresses.length > 0 ? (
          <button
            type="submit"
            className="vitrine-button"
            disabled={editor.applying}
            aria-busy={editor.applying || undefined}
          >
            {t(editor.applying ? "forms.addressEditor.applyBusy" : "forms.addressEditor.apply")}
          </button>
        ) : null}
        {editor.status === "ready" ? (
          <button
            type="button"
            className="vitrine-button vitrine-button--secondary"
            data-create=""
            onClick={editor.startCreate}
          >
            {t("forms.addressEditor.create")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The form of a new or an edited address: the register form's fields and rules; a failed save keeps the input. */
function AddressForm({ editor, t }: { editor: AddressEditorControls; t: Translate }) {
  const base = useId();
  const form = useForm<Address>({ id: "vitrine-address-editor", submit: editor.save });
  const address = editor.view.mode === "edit" ? editor.view.address : undefined;
  const headingId = `${base}-heading`;
  return (
    <div className="vitrine-address-editor__form-view">
      <h3 id={headingId} className="vitrine-address-editor__subtitle">
        {t(address ? "forms.addressEditor.titleEdit" : "forms.addressEditor.titleCreate")}
      </h3>
      {editor.saveError ? (
        <div role="alert" className="vitrine-address-editor__alert">
          <p>{editor.saveError.message}</p>
          {editor.saveError.detail ? <p>{editor.saveError.detail}</p> : null}
        </div>
      ) : null}
      <Form form={form} method="post" className="vitrine-address-editor__form" aria-labelledby={headingId}>
        <Field
          name="firstName"
          id={`${base}-first-name`}
          label={t("forms.addressEditor.firstName")}
          autoComplete="given-name"
          defaultValue={address?.firstName ?? ""}
          required
          // The form takes the place of the list: focus moves to its first field.
          autoFocus
        />
        <Field
          name="lastName"
          id={`${base}-last-name`}
          label={t("forms.addressEditor.lastName")}
          autoComplete="family-name"
          defaultValue={address?.lastName ?? ""}
          required
        />
        <AddressFields countries={editor.countries} idPrefix={base} defaultValues={address} />
        <div className="vitrine-address-editor__actions vitrine-field--wide">
          <SubmitButton className="vitrine-button" busyLabel={t("forms.addressEditor.saveBusy")}>
            {t("forms.addressEditor.save")}
          </SubmitButton>
          <button
            type="button"
            className="vitrine-button vitrine-button--secondary"
            onClick={editor.showList}
          >
            {t("forms.addressEditor.cancel")}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The modal's content: one editor per opening (the list is read anew each time). */
function AddressEditorBody({
  close,
  t,
  ...options
}: UseAddressEditorOptions & { close: () => void; t: Translate }) {
  const editor = useAddressEditor(options);
  const root = useRef<HTMLDivElement>(null);
  const before = useRef(editor);
  // Back on the list from a form: focus the saved address's first control, else the button that opened the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view or the saved address changes
  useEffect(() => {
    const { view, savedId } = before.current;
    before.current = editor;
    if (editor.view.mode === "list" && view.mode !== "list") {
      root.current
        ?.querySelector<HTMLElement>(
          editor.savedId !== savedId
            ? `[data-address-id="${editor.savedId}"] :is(input, button)`
            : view.mode === "edit"
              ? `[data-edit="${view.address.id}"]`
              : "[data-create]",
        )
        ?.focus();
    }
  }, [editor.view, editor.savedId]);
  return (
    <div ref={root} className="vitrine-address-editor__content">
      {editor.view.mode === "list" ? (
        <AddressList editor={editor} current={options.current} close={close} t={t} />
      ) : (
        <AddressForm
          key={editor.view.mode === "edit" ? editor.view.address.id : "new"}
          editor={editor}
          t={t}
        />
      )}
    </div>
  );
}

/**
 * The address editor modal: lists the customer's addresses, lets the shopper choose one for
 * shipping and/or billing (as `changeableAddresses` allows) and sends it with `PATCH /context`, and creates and
 * edits addresses with the register form's rules. Focus moves in on open and back to the opener on close.
 */
export function AddressEditorModal({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  className,
  ...options
}: AddressEditorProps): ReactNode {
  const t = useSnippet(addressEditorSnippets);
  const { changeShipping, changeBilling } = options.changeableAddresses ?? {};
  const heading =
    title ??
    t(
      changeShipping && !changeBilling
        ? "forms.addressEditor.titleShipping"
        : changeBilling && !changeShipping
          ? "forms.addressEditor.titleBilling"
          : "forms.addressEditor.title",
    );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={heading}
      closeLabel={t("forms.addressEditor.close")}
      closeOnBack={false}
      className={cx("vitrine-address-editor", className)}
    >
      {(dialog) => <AddressEditorBody {...options} close={() => void dialog.close()} t={t} />}
    </Modal>
  );
}
