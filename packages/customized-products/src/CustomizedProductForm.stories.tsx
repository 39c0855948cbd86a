import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CustomizedProductForm } from "./CustomizedProductForm";
import type { configurationBody } from "./configurator.state";
import { fixtureTemplate } from "./customizedProducts.fixtures";
import type { Template, TemplateOption } from "./customizedProducts.schema";
import { useCustomizedProduct } from "./useCustomizedProduct";

const UNIT_PRICE = 39.99;

/** One option's part of the price display: its chosen values' surcharges, or its own, in the template's terms. */
function quoteLine(option: TemplateOption, value: unknown, quantity: number) {
  const chosen = option.values?.filter((entry) => ([] as unknown[]).concat(value).includes(entry.id)) ?? [];
  const surcharge = option.relativeSurcharge
    ? (UNIT_PRICE * (option.percentageSurcharge ?? 0)) / 100
    : chosen.length
      ? chosen.reduce((sum, entry) => sum + (entry.price?.[0]?.gross ?? 0), 0)
      : (option.price?.[0]?.gross ?? 0);
  const oneTime = option.oneTimeSurcharge === true;
  return {
    optionId: option.id,
    label: option.displayName,
    values: chosen.length
      ? chosen.map((entry) => entry.displayName)
      : typeof value === "string"
        ? [value]
        : [],
    oneTime,
    totalPrice: Math.round(surcharge * (oneTime ? 1 : quantity) * 100) / 100,
  };
}

/**
 * A fake shop that prices the configuration it is sent, from the fixture template's surcharges (the product at
 * 39.99), so the price box always matches the form; it takes uploads and shares.
 */
function fakeShop(uploadRefusal?: number) {
  return createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCFIXTURE",
    retry: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith("/upload"))
        return uploadRefusal
          ? Response.json({ errors: [{ status: String(uploadRefusal) }] }, { status: uploadRefusal })
          : Response.json({ mediaId: "media-1" });
      if (path.endsWith("/create-share"))
        return Response.json({ shareUrl: "http://shop.test/detail/p?share=1" });
      const body = (await request.json()) as ReturnType<typeof configurationBody>;
      const quantity = Object.values(body.lineItems)[0]?.quantity ?? 1;
      const chosen = body["customized-products-template"].options as Record<string, { value?: unknown }>;
      const options = (fixtureTemplate.options ?? [])
        .filter((option) => option.id in chosen)
        .map((option) => quoteLine(option, chosen[option.id]?.value, quantity))
        .filter((line) => line.totalPrice > 0);
      const product = Math.round(UNIT_PRICE * quantity * 100) / 100;
      return Response.json({
        product: { label: "Photo canvas", totalPrice: product },
        options,
        totalPrice:
          Math.round((product + options.reduce((sum, line) => sum + line.totalPrice, 0)) * 100) / 100,
      });
    },
  });
}

/** The shop's texts for the field messages (the package's defaults are the spec's placeholders). */
const shopMessages: Record<string, string> = {
  "customizedProducts.error.required": "Please fill in this field.",
  "customizedProducts.error.min": "Please enter at least {min}.",
  "customizedProducts.error.max": "Please enter at most {max}.",
  "customizedProducts.error.fileCount": "Please upload at most {max} file(s).",
  "customizedProducts.error.fileType": "This type of file is not allowed.",
  "customizedProducts.error.fileSize": "The file is larger than {max} MB.",
  "customizedProducts.error.generic": "The file could not be uploaded. Please try again.",
};

interface StoryArgs {
  /** Only these options of the fixture template (all when empty). */
  only: string[];
  /** The template's step-by-step wizard. */
  stepByStep?: boolean;
  /** The shop's texts by snippet key (the field messages here). */
  snippets?: Record<string, string>;
  /** The shop refuses every upload with this HTTP status (413: too large). */
  uploadRefusal?: number;
  /** Replaces the photo option's type properties (its file limits). */
  photoProperties?: Record<string, unknown>;
}

/** The configurator of a photo canvas in a shop: the fixture template, narrowed to some options for a story. */
function Shop({
  only,
  stepByStep = false,
  snippets = shopMessages,
  uploadRefusal,
  photoProperties,
}: StoryArgs) {
  const [client] = useState(() => fakeShop(uploadRefusal));
  const options = only.length
    ? fixtureTemplate.options?.filter((option) => only.includes(option.id))
    : fixtureTemplate.options;
  const template: Template = {
    ...fixtureTemplate,
    stepByStep,
    options: photoProperties
      ? options?.map((option) =>
          option.id === "photo" ? { ...option, typeProperties: photoProperties } : option,
        )
      : options,
  };
  return (
    <VitrineProvider
      client={client}
      config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}
      snippets={snippets}
    >
      <main style={{ padding: "1rem", maxWidth: "40rem" }}>
        <Configurator template={template} />
      </main>
    </VitrineProvider>
  );
}

function Configurator({ template }: { template: Template }) {
  const controls = useCustomizedProduct({ template, productId: "p", unitPrice: UNIT_PRICE });
  return <CustomizedProductForm controls={controls} maxPurchase={10} />;
}

const meta = {
  title: "Customized products/CustomizedProductForm",
  component: Shop,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { CustomizedProductForm },
  args: { only: [], snippets: shopMessages },
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
    // The min message beneath the field, in the shop's text.
    await expect(form(canvasElement).getByText("Please enter at least 2.")).toBeInTheDocument();
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

/** The photo option's file input, once the lazily loaded control has replaced its disabled stand-in. */
const photoInput = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const field = form(canvasElement).getByLabelText("Your photo: Choose files");
    expect(field).toBeEnabled();
    return field;
  });

/** Image upload: the file is uploaded and shown with its state and a remove button. */
export const ImageUpload: Story = {
  args: { only: ["photo"] },
  play: async ({ canvasElement }) => {
    const input = await photoInput(canvasElement);
    await userEvent.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    await expect(await form(canvasElement).findByText("Uploaded")).toBeInTheDocument();
    await expect(form(canvasElement).getByRole("button", { name: "Remove me.png" })).toBeInTheDocument();
  },
};

/**
 * A file the shop refuses as too large (413) for an option without a size limit of its own: the file's line and the
 * field's error name the same limit, the shop's default of 10 MB.
 */
export const UploadTooLarge: Story = {
  args: { only: ["photo"], uploadRefusal: 413, photoProperties: { maxCount: 1 } },
  play: async ({ canvasElement }) => {
    const input = await photoInput(canvasElement);
    await userEvent.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    await waitFor(() =>
      expect(form(canvasElement).getAllByText("The file is larger than 10 MB.")).toHaveLength(2),
    );
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
    // The price box appears with the shop's breakdown of this selection: the large canvas, no gift wrap.
    const price = await form(canvasElement).findByRole("region", { name: "Your configuration" });
    await waitFor(() => expect(price).toHaveTextContent("Canvas size: 70 × 100 cm"));
    await expect(price).not.toHaveTextContent("Gift wrapping");
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
    await expect(await form(canvasElement).findByText("Please fill in this field.")).toBeInTheDocument();
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
    await expect(form(canvasElement).getByText("Please fill in this field.")).toBeInTheDocument();
    await waitFor(() => expect(form(canvasElement).getByLabelText(/Your photo: Choose files/)).toHaveFocus());
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  },
};
