import type { Preview } from "@storybook/react-vite";
import { StrictMode } from "react";
import { resetBrowserState } from "../config/browser-state.testing";

// Every package's optional stylesheet from source (core's theme tokens among them), then the dialogs' look.
import.meta.glob("../packages/*/src/styles.css", { eager: true });

import "../packages/core/src/dialog.css";

const preview: Preview = {
  // Every component gets a Docs page: its description, props table and each story with its description.
  tags: ["autodocs"],
  // Story files share one origin, and a story's own clean-up runs only when the next story of its file renders: the
  // last story of a file would hand its cookies (a video consent, say) and storage to whichever file runs next.
  beforeEach: resetBrowserState,
  // Strict mode, as shops run in development: stories surface impure renders and unsafe effects.
  decorators: [
    (Story) => (
      <StrictMode>
        <div style={{ fontFamily: "var(--vitrine-font-family)", color: "var(--vitrine-color-text)" }}>
          <Story />
        </div>
      </StrictMode>
    ),
  ],
  parameters: {
    // Any axe violation fails the story's test, not only a warning in the panel.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
