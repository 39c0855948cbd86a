import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { useIsViewport, useViewport } from "./useViewport";
import { getViewport, VIEWPORT_BREAKPOINTS, VIEWPORT_SIZES } from "./viewport";

/** Shows the current viewport size; resize the window (or use the toolbar's viewports) to see it change. */
function ViewportBadge() {
  const viewport = useViewport();
  const small = useIsViewport(["XS", "SM"]);
  return (
    <div style={{ fontFamily: "var(--vitrine-font-family)", display: "grid", gap: "1rem" }}>
      <p style={{ margin: 0, fontSize: "1.5rem" }}>
        Viewport: <strong data-testid="viewport">{viewport ?? "…"}</strong>{" "}
        {small ? "(off-canvas navigation)" : "(flyout navigation)"}
      </p>
      <table style={{ borderCollapse: "collapse", textAlign: "left" }}>
        <caption style={{ textAlign: "left", fontWeight: 600 }}>Breakpoints (min width)</caption>
        <tbody>
          {VIEWPORT_SIZES.map((size) => (
            <tr key={size} aria-current={size === viewport ? "true" : undefined}>
              <th scope="row" style={{ paddingRight: "1rem" }}>
                {size}
              </th>
              <td>{VIEWPORT_BREAKPOINTS[size]} px</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: "Core/Viewport",
  component: ViewportBadge,
} satisfies Meta<typeof ViewportBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The size names XS to XXL, following the window 200 ms after a resize. */
export const CurrentViewport: Story = {
  play: async ({ canvas }) => {
    const expected = getViewport(window.innerWidth);
    await waitFor(() => expect(canvas.getByTestId("viewport")).toHaveTextContent(expected));
  },
};
