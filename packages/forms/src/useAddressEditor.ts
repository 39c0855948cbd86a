import { isStoreApiError, useSnippet, useStoreApi } from "@vitrine/core";
import type { Address } from "@vitrine/core/schemas";
import { useEffect, useRef, useState } from "react";
import {
  type AddressEditorApi,
  type AddressInput,
  type ContextAddresses,
  defaultAddressEditorApi,
} from "./addressEditor.api";
import { addressEditorSnippets } from "./addressEditor.snippets";
import type { FormSubmit } from "./submit";
import type { CountryOption } from "./useCountryState";

/** Which of the checkout's addresses the editor may change (Shopware's `changeableAddresses`). */
export interface ChangeableAddresses {
  /** The shopper may choose the shipping address. */
  changeShipping?: boolean;
  /** The shopper may choose the billing address. */
  changeBilling?: boolean;
}

/** What the editor shows: the list, the form for a new address, or the form of an address being edited. */
export type AddressEditorView = { mode: "list" } | { mode: "create" } | { mode: "edit"; address: Address };

/** What changed in the shop after the editor acted: an address saved, or the checkout's addresses chosen. */
export interface AddressEditorChange {
  /** The address that was created or changed. */
  saved?: Address;
  /** The addresses sent with `PATCH /context`. */
  context?: ContextAddresses;
}

/** Options of `useAddressEditor`. */
export interface UseAddressEditorOptions {
  /**
   * The address the editor is opened for: with something changeable it is the starting choice; with nothing
   * changeable (the address book's "Edit") the editor opens its form.
   */
  id?: string | null;
  /** Which of shipping and billing the shopper may choose; neither by default (the list and its forms only). */
  changeableAddresses?: ChangeableAddresses;
  /** The addresses the checkout uses now: marked in the list and chosen at the start. */
  current?: { shippingAddressId?: string | null; billingAddressId?: string | null };
  /** The countries to choose from; loaded (`POST /country`) when not given. */
  countries?: CountryOption[];
  /** Replaces the Store API calls. */
  api?: AddressEditorApi;
  /** Called after an address was saved or the checkout's addresses were chosen: reload what shows them. */
  onChange?: (change: AddressEditorChange) => void;
}

/** What `useAddressEditor` gives the modal: the list, the choice, the create/edit state and their actions. */
export interface AddressEditorControls {
  /** The customer's addresses (empty while loading). */
  addresses: Address[];
  /** The countries for the address form. */
  countries: CountryOption[];
  /** Whether the list is loading, shown, or could not be loaded. */
  status: "loading" | "ready" | "failed";
  /** Loads the list again (after a failed load). */
  reload: () => void;
  /** The list, or the form of a new or an edited address. */
  view: AddressEditorView;
  /** Shows the list. */
  showList: () => void;
  /** Shows the form for a new address. */
  startCreate: () => void;
  /** Shows the form of an address. */
  startEdit: (address: Address) => void;
  /** Whether the shipping address may be chosen. */
  changeShipping: boolean;
  /** Whether the billing address may be chosen. */
  changeBilling: boolean;
  /** The chosen addresses (only the changeable ones are ever sent). */
  selection: ContextAddresses;
  /** Chooses an address for shipping or billing (ignored when that one may not be changed). */
  choose: (kind: "shipping" | "billing", addressId: string) => void;
  /** Sends the changed choice with `PATCH /context`; true when it was sent (or nothing changed). */
  apply: () => Promise<boolean>;
  /** The choice is being sent. */
  applying: boolean;
  /** Why the last choice could not be sent, or null. */
  applyError: string | null;
  /** The address form's sender for `useForm`: creates or updates the address, then shows the list. */
  save: FormSubmit<Address>;
  /** Why the last save failed (the server's words when it gave some), or null. */
  saveError: { message: string; detail: string | null } | null;
  /** The address saved last (the list marks and focuses it), or null. */
  savedId: string | null;
}

/** The fields of the address form, trimmed; the optional ones (the last three) left out when empty. */
function addressInput(data: FormData): AddressInput {
  const input: Record<string, string> = {};
  ["firstName", "lastName", "street", "city", "countryId", "zipcode", "countryStateId", "vatId"].forEach(
    (name, index) => {
      const value = String(data.get(name) ?? "").trim();
      if (value || index < 5) input[name] = value;
    },
  );
  return input as unknown as AddressInput;
}

/** The checkout's addresses to choose or send: shipping and billing where allowed and given. */
const choice = (
  shipping: boolean,
  billing: boolean,
  shippingAddressId?: string | null,
  billingAddressId?: string | null,
): ContextAddresses => ({
  ...(shipping && shippingAddressId ? { shippingAddressId } : {}),
  ...(billing && billingAddressId ? { billingAddressId } : {}),
});

/** The server's words about a refused request (a 4xx with a detail), or null. */
function serverDetail(error: unknown): string | null {
  return isStoreApiError(error) && error.status >= 400 && error.status < 500 && error.detail
    ? error.detail
    : null;
}

/**
 * Headless address editor: loads the customer's addresses (`POST /account/list-address`),
 * holds the choice for shipping and/or billing (only those `changeableAddresses` allows) and sends it with
 * `PATCH /context`, and creates (`POST /account/address`) or edits (`PATCH /account/address/{addressId}`) an
 * address. A failed request changes nothing the shopper chose or typed.
 */
export function useAddressEditor(options: UseAddressEditorOptions): AddressEditorControls {
  const { id, changeableAddresses = {}, current = {}, api = defaultAddressEditorApi } = options;
  const client = useStoreApi();
  const t = useSnippet(addressEditorSnippets);
  const changeShipping = !!changeableAddresses.changeShipping;
  const changeBilling = !!changeableAddresses.changeBilling;
  const latest = useRef(options);
  latest.current = options;

  const [addresses, setAddresses] = useState<Address[]>([]);
  const [countries, setCountries] = useState<CountryOption[]>(options.countries ?? []);
  const [status, setStatus] = useState<AddressEditorControls["status"]>("loading");
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<AddressEditorView>({ mode: "list" });
  const [selection, setSelection] = useState(() =>
    choice(changeShipping, changeBilling, current.shippingAddressId || id, current.billingAddressId || id),
  );
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<AddressEditorControls["saveError"]>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  // With nothing to choose, the editor is opened for one address: its form is shown once the list has it.
  const openForm = useRef(!changeShipping && !changeBilling && !!id);

  const givenCountries = !!options.countries;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads the list again (reload)
  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    Promise.all([
      api.listAddresses(client, controller.signal),
      givenCountries ? null : api.countries(client, controller.signal),
    ]).then(
      ([list, loadedCountries]) => {
        if (controller.signal.aborted) return;
        setAddresses(list);
        if (loadedCountries) setCountries(loadedCountries);
        setStatus("ready");
        const opened = openForm.current ? list.find((address) => address.id === id) : undefined;
        openForm.current = false;
        if (opened) setView({ mode: "edit", address: opened });
      },
      () => {
        if (!controller.signal.aborted) setStatus("failed");
      },
    );
    return () => controller.abort();
  }, [client, api, givenCountries, attempt]);

  const choose = (kind: "shipping" | "billing", addressId: string) => {
    if (kind === "shipping" ? !changeShipping : !changeBilling) return;
    setSelection((now) => ({ ...now, [`${kind}AddressId`]: addressId }));
    setApplyError(null);
  };

  const apply = async () => {
    const now = latest.current.current ?? {};
    const { shippingAddressId, billingAddressId } = selection;
    const change = choice(
      changeShipping && shippingAddressId !== now.shippingAddressId,
      changeBilling && billingAddressId !== now.billingAddressId,
      shippingAddressId,
      billingAddressId,
    );
    if (!change.shippingAddressId && !change.billingAddressId) return true;
    setApplying(true);
    setApplyError(null);
    try {
      await api.setContextAddresses(client, change);
    } catch {
      setApplyError(t("forms.addressEditor.applyFailed"));
      return false;
    } finally {
      setApplying(false);
    }
    latest.current.onChange?.({ context: change });
    return true;
  };

  const save: FormSubmit<Address> = async ({ data }) => {
    const input = addressInput(data);
    setSaveError(null);
    let saved: Address;
    try {
      saved =
        view.mode === "edit"
          ? await api.updateAddress(client, view.address.id, input)
          : await api.createAddress(client, input);
    } catch (error) {
      setSaveError({ message: t("forms.addressEditor.saveFailed"), detail: serverDetail(error) });
      return { ok: false };
    }
    // The list is read again (the saved address with its country); the saved one is shown even if that fails.
    const list = await api.listAddresses(client, new AbortController().signal).catch(() => null);
    setAddresses((old) => list ?? [...old.filter((address) => address.id !== saved.id), saved]);
    if (view.mode === "create") {
      // A new address becomes the choice for what may be changed; it is sent only when the shopper applies it.
      setSelection((now) => ({ ...now, ...choice(changeShipping, changeBilling, saved.id, saved.id) }));
    }
    setSavedId(saved.id);
    setView({ mode: "list" });
    latest.current.onChange?.({ saved });
    return { ok: true, data: saved, redirect: false };
  };

  // Another view: the form's error belongs to the form shown before.
  const show = (next: AddressEditorView) => {
    setSaveError(null);
    setView(next);
  };

  return {
    addresses,
    countries,
    status,
    reload: () => setAttempt((n) => n + 1),
    view,
    showList: () => show({ mode: "list" }),
    startCreate: () => show({ mode: "create" }),
    startEdit: (address: Address) => show({ mode: "edit", address }),
    changeShipping,
    changeBilling,
    selection,
    choose,
    apply,
    applying,
    applyError,
    save,
    saveError,
    savedId,
  };
}
