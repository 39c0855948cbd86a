import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { FooterColumn, type FooterColumnProps } from "./FooterColumn";
import { StoryShop } from "./navigation.story-shop";

function Footer(props: Omit<FooterColumnProps, "title">) {
  return (
    <StoryShop>
      <footer
        style={{
          display: "grid",
          gap: "1rem",
          gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
          padding: "1rem",
        }}
      >
        <FooterColumn {...props} title="Service">
          <ul>
            <li>
              <a href="/contact">Contact</a>
            </li>
            <li>
              <a href="/shipping">Shipping and payment</a>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn {...props} title="Information">
          <ul>
            <li>
              <a href="/imprint">Imprint</a>
            </li>
          </ul>
        </FooterColumn>
      </footer>
    </StoryShop>
  );
}

const meta = {
  title: "Navigation/FooterColumn",
  component: Footer,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { FooterColumn },
  args: { viewport: "XS" },
  argTypes: { viewport: { control: "inline-radio", options: ["XS", "SM", "MD", "LG", "XL", "XXL"] } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the columns are collapsed; their headings are buttons that open them. */
export const CollapsibleOnPhone: Story = {
  play: async ({ canvas }) => {
    const service = canvas.getByRole("button", { name: "Service" });
    await expect(service).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Contact" })).toBeNull();
    await userEvent.click(service);
    await expect(service).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Information" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};

/** From MD up the columns are always open, with plain headings. */
export const OpenFromMd: Story = {
  args: { viewport: "MD" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Service" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Imprint" })).toBeVisible();
  },
};
