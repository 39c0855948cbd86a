import { OpenedOnce } from "@vitrine/core/react";
import { lazy, type ReactNode } from "react";
import type { AddressEditorProps } from "./AddressEditorModal";

// The `/address-editor` entry: the modal's code lives there once, for this lazy import and for direct imports.
const LazyModal = lazy(() =>
  import("./address-editor").then((entry) => ({ default: entry.AddressEditorModal })),
);

/**
 * The address editor modal, loaded on its first opening (its code is a chunk of its own, not part of the main
 * entry); see `AddressEditorModal` in `@vitrine/forms/address-editor` for what it does.
 */
export function AddressEditor(props: AddressEditorProps): ReactNode {
  return (
    <OpenedOnce open={props.open}>
      <LazyModal {...props} />
    </OpenedOnce>
  );
}
