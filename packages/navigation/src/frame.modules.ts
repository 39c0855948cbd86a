// Not public: the components of a shop's frame (header and footer) built as one file, which the entries re-export
// (config/tsup.package.ts `modules`): a shop's bundler takes it into the page that imports one of them.
export * from "./AccountMenu";
export * from "./Breadcrumb";
export * from "./CategoryOffcanvas";
export * from "./FlyoutNavigation";
export * from "./FooterColumn";
export * from "./ScrollUpButton";
export * from "./useScrollUp";
