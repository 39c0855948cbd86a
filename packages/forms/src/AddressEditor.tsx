import { lazy, type ReactNode, Suspense, useState } from "react";
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
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}
