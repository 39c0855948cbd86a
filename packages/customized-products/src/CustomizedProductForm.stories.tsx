import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CustomizedProductForm } from "./CustomizedProductForm";
import { fixtureTemplate } from "./customizedProducts.fixtures";
import type { Template } from "./customizedProducts.schema";
import { useCustomizedProduct } from "./useCustomizedProduct";

/** A fake shop: prices every configuration at 99.90 (the product 39.99), takes uploads, shares. */
function fakeShop() {
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path.endsWith("/upload")) return Response.json({ mediaId: "media-1" });
      if (path.endsWith("/create-share"))
        return Response.json({ shareUrl: "http://shop.test/detail/p?share=1" });
      return Response.json({
        product: { label: "Photo canvas", totalPrice: 39.99 },
        options: [
          { optionId: "size", label: "Canvas size", values: ["70 × 100 cm"], oneTime: false, totalPrice: 45 },
        ],
        totalPrice: 84.99,
      });
    },
  });
}

interface StoryArgs {
  /** Only these options of the fixture template (all when empty). */
  only: string[];
  /** The template's step-by-step wizard. */
  stepByStep?: boolean;
}

function Shop({ only, stepByStep = false }: StoryArgs) {
  const [client] = useState(fakeShop);
  const template: Template = {
    ...fixtureTemplate,
    stepByStep,
    options: only.length
      ? fixtureTemplate.options?.filter((option) => only.includes(option.id))
      : fixtureTemplate.options,
  };
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem", maxWidth: "40rem" }}>
        <Configurator template={template} />
      </main>
    </VitrineProvider>
  );
}

function Configurator({ template }: { template: Template }) {
  const controls = useCustomizedProduct({ template, productId: "p", unitPrice: 39.99 });
  return <CustomizedProductForm controls={controls} maxPurchase={10} />;
}

const meta = {
  title: "Customized products/CustomizedProductForm",
  component: Shop,
  args: { only: [] },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("form", { name: "Design your canvas" }));

/** Select (drop-down) with a required mark and help text. */
export const Select: Story = {
  args: { only: ["size"] },
  play: async ({ canvasElement }) => {
    const select = form(canvasElement).getByRole("combobox", { name: /Canvas size/ });
    await expect(select).toHaveValue("small");
    await expect(form(canvasElement).getByText("(required)")).toBeInTheDocument();
  },
};

/** Colour select: radios with swatches. */
export const ColourSelect: Story = {
  args: { only: ["frame"] },
  play: async ({ canvasElement }) => {
    await expect(await form(canvasElement).findByRole("radio", { name: "Black" })).not.toBeChecked();
  },
};

/** Image select: radios with images; the default value is chosen. */
export const ImageSelect: Story = {
  args: { only: ["style"] },
  play: async ({ canvasElement }) => {
    await expect(await form(canvasElement).findByRole("radio", { name: "Full colour" })).toBeChecked();
  },
};

/** Multi-select: checkboxes. */
export const MultiSelect: Story = {
  args: { only: ["extras"] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await form(canvasElement).findByRole("checkbox", { name: "Wall hook" }));
    await userEvent.click(form(canvasElement).getByRole("checkbox", { name: "Felt pads" }));
    await expect(form(canvasElement).getByRole("checkbox", { name: "Felt pads" })).toBeChecked();
  },
};

/** Text, textarea, number, date and time fields. */
export const TextFields: Story = {
  args: { only: ["title", "dedication", "copies", "date", "time"] },
  play: async ({ canvasElement }) => {
    const title = form(canvasElement).getByRole("textbox", { name: "Title" });
    await userEvent.type(title, "A");
    await userEvent.tab();
    // The min message beneath the field (the spec's placeholder default: the shop gives the text).
    await expect(form(canvasElement).getByText("No snippet provided (min)")).toBeInTheDocument();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(form(canvasElement).getByRole("spinbutton", { name: "Extra prints" })).toHaveValue(0);
  },
};

/** Rich text: the editor loads lazily with its four buttons. */
export const RichText: Story = {
  args: { only: ["card"] },
  play: async ({ canvasElement }) => {
    const toolbar = await form(canvasElement).findByRole("toolbar", { name: "Text format" });
    for (const name of ["Bold", "Italic", "Underline", "Strikethrough"]) {
      await expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
    }
    await expect(form(canvasElement).getByRole("textbox", { name: "Card text" })).toBeInTheDocument();
  },
};

/** Image upload: the file is uploaded and shown with its state and a remove button. */
export const ImageUpload: Story = {
  args: { only: ["photo"] },
  play: async ({ canvasElement }) => {
    // The disabled stand-in is replaced by the lazily loaded control.
    const input = await waitFor(() => {
      const field = form(canvasElement).getByLabelText("Your photo: Choose files");
      expect(field).toBeEnabled();
      return field;
    });
    await userEvent.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    await expect(await form(canvasElement).findByText("Uploaded")).toBeInTheDocument();
    await expect(form(canvasElement).getByRole("button", { name: "Remove me.png" })).toBeInTheDocument();
  },
};

/** Checkboxes; an exclusion disables the gift wrap with the rule's name once the large canvas is chosen. */
export const ExcludedChoice: Story = {
  args: { only: ["size", "wrap", "varnish"] },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      form(canvasElement).getByRole("combobox", { name: /Canvas size/ }),
      "large",
    );
    await expect(form(canvasElement).getByRole("checkbox", { name: /Gift wrapping/ })).toBeDisabled();
    await expect(
      form(canvasElement).getByText("Not available: The 70 × 100 cm canvas cannot be gift wrapped"),
    ).toBeInTheDocument();
    // The price box appears with the shop's total.
    const price = await form(canvasElement).findByRole("region", { name: "Your configuration" });
    await expect(price).toHaveTextContent("€84.99");
  },
};

/** A buy attempt with missing values: the buy button is disabled and every error shows beneath its field. */
export const RequiredErrors: Story = {
  args: { only: ["size", "photo", "title"] },
  play: async ({ canvasElement }) => {
    const buy = form(canvasElement).getByRole("button", { name: "Add to shopping cart" });
    await expect(buy).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(buy);
    await expect(await form(canvasElement).findByText("No snippet provided (required)")).toBeInTheDocument();
  },
};

/** The wizard: start page, a page per option with the pager, next disabled on an invalid required page, review. */
export const Wizard: Story = {
  args: { only: ["size", "photo", "title"], stepByStep: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await form(canvasElement).findByRole("button", { name: "Start configuring" }));
    await expect(form(canvasElement).getByRole("heading", { level: 3, name: /Canvas size/ })).toHaveFocus();
    await expect(form(canvasElement).getByText("1 / 3")).toBeInTheDocument();
    await userEvent.click(form(canvasElement).getByRole("button", { name: "Next" }));
    await expect(form(canvasElement).getByRole("button", { name: "Next" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(window.location.hash).toBe("#wizard-step-2");
    await userEvent.click(form(canvasElement).getByRole("button", { name: "Back" }));
    await expect(form(canvasElement).getByRole("heading", { level: 3, name: /Canvas size/ })).toHaveFocus();
    // A buy attempt with the photo missing shows the photo's page with its error, and focus goes to the photo's
    // file input (not the step's heading): the shopper can choose the file at once.
    await userEvent.click(form(canvasElement).getByRole("button", { name: "Add to shopping cart" }));
    await expect(
      await form(canvasElement).findByRole("heading", { level: 3, name: /Your photo/ }),
    ).toBeVisible();
    await expect(form(canvasElement).getByText("No snippet provided (required)")).toBeInTheDocument();
    await waitFor(() => expect(form(canvasElement).getByLabelText(/Your photo: Choose files/)).toHaveFocus());
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  },
};
