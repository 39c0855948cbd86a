// @vitrine/forms/address-editor: the address editor's hook, modal and calls (the main entry's `AddressEditor`
// loads the modal lazily; import from here to use the hook with your own markup).

export { AddressEditorModal, type AddressEditorProps } from "./AddressEditorModal";
export {
  type AddressEditorApi,
  type AddressInput,
  type ContextAddresses,
  defaultAddressEditorApi,
} from "./addressEditor.api";
export { addressEditorSnippets } from "./addressEditor.snippets";
export {
  type AddressEditorChange,
  type AddressEditorControls,
  type AddressEditorView,
  type ChangeableAddresses,
  type UseAddressEditorOptions,
  useAddressEditor,
} from "./useAddressEditor";
