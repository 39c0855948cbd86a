import { useHydrated } from "@vitrine/core/react";
import type { AddressEditorProps, ChangeableAddresses } from "@vitrine/forms";
import { type ReactNode, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";

/** What the address editor is opened for (SPEC section 3, address editor request). */
export interface AddressEditorRequest {
  /** The address the editor is opened for. */
  id?: string | null;
  /** Which of shipping and billing may be chosen. */
  changeableAddresses?: ChangeableAddresses;
  /** The checkout's addresses now. */
  current?: { shippingAddressId?: string | null; billingAddressId?: string | null };
}

/**
 * The page's one address editor: what it was last opened for, its open state and the opener focus returns to.
 * After a change the route's data is read again, so the page shows the new address without a reload. Render
 * `<AddressEditor {...editor.props} />` outside the page's forms (the modal has forms of its own).
 */
export function usePageAddressEditor() {
  const [request, setRequest] = useState<AddressEditorRequest | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const revalidator = useRevalidator();
  const props: AddressEditorProps | null = request
    ? {
        ...request,
        open,
        onOpenChange: setOpen,
        returnFocusTo: opener,
        onChange: () => void revalidator.revalidate(),
      }
    : null;
  return {
    props,
    /** Opens the editor for a request; focus returns to `element` on close. */
    openFor: (next: AddressEditorRequest, element: HTMLElement) => {
      opener.current = element;
      setRequest(next);
      setOpen(true);
    },
  };
}

/** Props of `<AddressEditorButton>`. */
export interface AddressEditorButtonProps {
  /** The button's text. */
  children: ReactNode;
  /** Its accessible name when the text alone says too little ("Change" → "Change shipping address"). */
  label?: string;
  className?: string;
  /** Called with the button when it is pressed. */
  onOpen: (button: HTMLButtonElement) => void;
  /** Where the link before hydration goes (the address book); null: nothing before hydration. */
  href?: string | null;
}

/** Opens the address editor; before hydration (or without JavaScript) a link to the address book. */
export function AddressEditorButton({
  children,
  label,
  className,
  onOpen,
  href = "/account/address",
}: AddressEditorButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    if (href === null) return null;
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {children}
    </button>
  );
}
