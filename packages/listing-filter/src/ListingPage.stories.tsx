import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { ListingHarness } from "./test/ListingHarness";
import { answerListing, manufacturers } from "./test/listing.fixtures";

const meta = {
  title: "Listing filter/Category page",
  component: ListingHarness,
  args: { layout: "inline" },
  argTypes: {
    layout: { control: "inline-radio", options: ["auto", "inline", "offcanvas"] },
    shop: { control: false },
    api: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ListingHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvas: ReturnType<typeof within>) => canvas.getByRole("status");

/** The category listing as the server renders it: filters on the left, sorting, limit, grid and pagination. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Filter" })).toBeVisible();
    await expect(status(canvas)).toHaveTextContent("14 products");
    await expect(canvas.getByRole("combobox", { name: "Sorting" })).toHaveValue("name-asc");
    await expect(canvas.getByRole("combobox", { name: "Products per page" })).toHaveValue("6");
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  },
};

/** Inside `<ListingForm>` (the no-JavaScript GET form): every control names its URL parameter and belongs to the form; with JavaScript the "Apply" button stays in `<noscript>`. */
export const InsideAListingForm: Story = {
  args: { formId: "listing-form" },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector("form#listing-form");
    await expect(form).toHaveAttribute("method", "get");
    await expect(canvas.getByRole("combobox", { name: "Sorting" })).toHaveAttribute("name", "order");
    await expect(canvas.getByRole("combobox", { name: "Products per page" })).toHaveAttribute(
      "name",
      "limit",
    );
    // The filter controls' code loads where the panel shows: they come a moment after the page.
    const nordwind = await canvas.findByRole("checkbox", { name: "Nordwind" });
    await expect(nordwind).toHaveAttribute("name", "manufacturer");
    await expect((nordwind as HTMLInputElement).form).toBe(form);
    await expect(canvas.queryByRole("button", { name: "Apply" })).toBeNull();
    // With JavaScript the control still applies itself at once.
    await userEvent.click(nordwind);
    await waitFor(() => expect(status(canvas)).toHaveTextContent("5 products"));
  },
};

/** Choosing a manufacturer (keyboard only) filters the grid, announces the count and disables what no longer combines. */
export const SelectAManufacturer: Story = {
  play: async ({ canvas }) => {
    const nordwind = await canvas.findByRole("checkbox", { name: "Nordwind" });
    nordwind.focus();
    await userEvent.keyboard(" ");
    await expect(nordwind).toBeChecked();
    await waitFor(() => expect(status(canvas)).toHaveTextContent("5 products"));
    const navy = await canvas.findByRole("checkbox", { name: "Navy" });
    await waitFor(() => expect(navy).toBeDisabled());
    await expect(navy.closest("label")).toHaveAttribute("title", "Filter not active");
  },
};

/** A lowest price above the highest price shows the range error after 500 ms of idle input. */
export const PriceRangeError: Story = {
  play: async ({ canvas }) => {
    const min = await canvas.findByRole("spinbutton", { name: "Lowest price" });
    const max = canvas.getByRole("spinbutton", { name: "Highest price" });
    await userEvent.type(min, "80");
    await userEvent.type(max, "20");
    await expect(canvas.queryByText(/must not be higher/)).toBeNull();
    const error = await canvas.findByText("The lowest price must not be higher than the highest price.");
    await expect(min).toHaveAttribute("aria-invalid", "true");
    await expect(max).toHaveAttribute("aria-describedby", error.id);
    await expect(status(canvas)).toHaveTextContent("14 products");
  },
};

/** Sorting by price, with the keyboard. */
export const Sorting: Story = {
  play: async ({ canvas }) => {
    const sorting = canvas.getByRole("combobox", { name: "Sorting" });
    await userEvent.selectOptions(sorting, "price-desc");
    await waitFor(() => expect(sorting).toHaveValue("price-desc"));
    await waitFor(() =>
      expect(canvas.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Chino trousers"),
    );
  },
};

/** Pagination links are real links; following one shows the next page and marks it current. */
export const Pagination: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/navigation/cat?p=2",
    );
    await userEvent.click(within(nav).getByRole("link", { name: "Next page" }));
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page"),
    );
    await expect(within(nav).getByRole("link", { name: "Previous page" })).toBeVisible();
  },
};

const [nordwind, atelier] = manufacturers;

/** A shared link with filters: chips for each one; removing one and "Reset all". */
export const ChipsAndReset: Story = {
  args: {
    url: `/navigation/cat?manufacturer=${nordwind?.id}|${atelier?.id}&rating=2&shipping-free=1`,
    initial: answerListing({
      manufacturer: `${nordwind?.id}|${atelier?.id}`,
      rating: 2,
      "shipping-free": true,
      limit: 6,
    }),
  },
  play: async ({ canvas }) => {
    const chips = await canvas.findByRole("region", { name: "Active filters" });
    await expect(within(chips).getAllByRole("link")).toHaveLength(5);
    await userEvent.click(within(chips).getByRole("link", { name: "Remove filter Atelier Sud" }));
    await expect(canvas.getByRole("checkbox", { name: "Atelier Sud" })).not.toBeChecked();
    await userEvent.click(
      within(canvas.getByRole("region", { name: "Active filters" })).getByRole("link", {
        name: "Reset all",
      }),
    );
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Active filters" })).toBeNull());
    await waitFor(() => expect(status(canvas)).toHaveTextContent("14 products"));
  },
};

/** On XS and SM the filters are in a left off-canvas named "Filter", closed with "Show N products". */
export const OffcanvasOnAPhone: Story = {
  args: { layout: "auto" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Filter" })).toBeNull());
    const trigger = canvas.getByRole("button", { name: "Filter" });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog", { name: "Filter" });
    await expect(dialog).toHaveAttribute("data-side", "left");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Kestrel & Co" }));
    const show = await within(dialog).findByRole("button", { name: "Show 4 products" });
    await userEvent.click(show);
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent("Filter (1)");
  },
};

/** While newer results load, the old cards stay in place (no layout shift), dimmed and `aria-busy`. */
export const Loading: Story = {
  args: { behaviour: { delayMs: 600_000 } },
  play: async ({ canvasElement, canvas }) => {
    const grid = canvasElement.querySelector(".vitrine-listing") as HTMLElement;
    const before = grid.getBoundingClientRect().height;
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Free shipping" }));
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(grid).toHaveAttribute("data-state", "loading");
    await expect(grid.getBoundingClientRect().height).toBe(before);
  },
};

/** A failed fetch keeps the results, says so in an alert and offers a retry. */
export const FetchFailed: Story = {
  args: { behaviour: { failWith: 503 } },
  play: async ({ canvas }) => {
    await fireEvent.change(canvas.getByRole("combobox", { name: "Sorting" }), {
      target: { value: "price-asc" },
    });
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The products could not be loaded");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(6);
  },
};

/** No product matches. */
export const Empty: Story = {
  args: { initial: { ...answerListing({ p: 1, limit: 6 }), elements: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No products match these filters.")).toBeVisible();
    await expect(status(canvas)).toHaveTextContent("0 products");
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

/** Keyboard only: a rating with Space and the arrow keys, a chip removed with Enter, a page link with Enter (the selects are native). */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const five = await canvas.findByRole("radio", { name: "At least 5 of 5 stars" });
    five.focus();
    await userEvent.keyboard(" ");
    await expect(five).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    const four = canvas.getByRole("radio", { name: "At least 4 of 5 stars" });
    await expect(four).toBeChecked();
    await waitFor(() => expect(status(canvas)).not.toHaveTextContent("14 products"));

    const chip = canvas.getByRole("link", { name: "Remove filter At least 4 of 5 stars" });
    chip.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(status(canvas)).toHaveTextContent("14 products"));

    const page2 = within(canvas.getByRole("navigation", { name: "Pagination" })).getByRole("link", {
      name: "Page 2",
    });
    page2.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(page2).toHaveAttribute("aria-current", "page"));
  },
};

/** The automatic layout at a desktop width: the filter region, no off-canvas button. */
export const AutoLayoutOnADesktop: Story = {
  args: { layout: "auto" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Filter" })).toBeNull());
    await expect(canvas.getByRole("region", { name: "Filter" })).toBeVisible();
  },
};
