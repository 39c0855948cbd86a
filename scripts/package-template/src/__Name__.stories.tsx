import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { fixture__Name__Client } from "./__camel__.fixtures";
import { __Name__, type __Name__Props } from "./__Name__";

interface StoryArgs extends __Name__Props {
  /** Whether the fake shop fails. */
  fail: boolean;
}

function Shop({ fail, ...props }: StoryArgs) {
  const [client] = useState(() => fixture__Name__Client({ fail }));
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem" }}>
        <__Name__ {...props} />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "__Title__/__Name__",
  component: Shop,
  args: { fail: false },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries the shop answers, listed. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole("region", { name: "__Title__" });
    const list = await within(block).findByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(block).toHaveAttribute("data-state", "ready");
  },
};

/** The shop fails: the block says so in an alert. */
export const ShopFails: Story = {
  args: { fail: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This could not be loaded. Please try again.",
    );
  },
};
