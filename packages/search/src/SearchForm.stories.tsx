import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { installStoryClock, type StoryClock } from "../../../config/story-clock.testing";
import { SEARCH_DEBOUNCE_MS } from "./constants";
import { SearchForm, type SearchFormProps } from "./SearchForm";
import { createFixtureClient, type SeenRequest } from "./search.fixtures";

interface StoryArgs extends SearchFormProps {
  /** The shop's router navigation (a spy). */
  onNavigate?: (url: string) => void;
  /** Latency of the fake backend, in ms. */
  latency: number;
  /** Whether the fake backend fails. */
  fail: boolean;
}

// The requests the fake backend saw in the story being played.
let seen: SeenRequest[] = [];

function ShopHeader({ latency, fail, onNavigate, ...props }: StoryArgs) {
  const [{ client, requests }] = useState(() => createFixtureClient({ delay: latency, fail }));
  seen = requests;
  return (
    <VitrineProvider
      client={client}
      config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}
      navigate={(url) => onNavigate?.(url)}
    >
      <header style={{ padding: "1rem", minHeight: "30rem" }}>
        <SearchForm {...props} />
      </header>
    </VitrineProvider>
  );
}

const meta = {
  title: "Search/SearchForm",
  component: ShopHeader,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { SearchForm },
  args: { latency: 80, fail: false, limit: 10, onNavigate: fn() },
  argTypes: { latency: { control: { type: "range", min: 0, max: 3000, step: 50 } } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

// The clock of a story that checks a "nothing happens" window: installed before the story renders.
let clock: StoryClock;
const withStoryClock = () => {
  clock = installStoryClock();
  return () => clock.uninstall();
};
/** The terms of the requests the fake backend saw, in order. */
const seenTerms = () => seen.map((request) => request.body.search);

/**
 * The pointer comes over the form, as it does before a click, and the combobox takes over the field; the stories
 * then type into the combobox. (Typing while its code arrives is the unit tests' part: here every event user-event
 * dispatches runs inside React's act(), which can render the takeover between a key's beforeinput and its text,
 * something a browser never does.)
 */
async function meetTheForm(canvas: Canvas): Promise<() => HTMLElement> {
  const field = () => canvas.getByRole("combobox", { name: /Search/ });
  const light = field();
  await userEvent.hover(light);
  await waitFor(() => expect(field()).not.toBe(light));
  return field;
}

/** The empty field(), as every page shows it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = () => canvas.getByRole("combobox", { name: /Search/ });
    await expect(field()).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("button", { name: "Search" })).toBeVisible();
  },
};

/** Two characters send nothing, and submitting them is blocked with a hint. */
export const TwoCharactersSendNothing: Story = {
  beforeEach: withStoryClock,
  play: async ({ args, canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "li");
    // Twice the debounce window on the story's clock: a request for "li" would start within it.
    clock.runFor(SEARCH_DEBOUNCE_MS * 2);
    clock.uninstall();
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("Please enter at least 3 characters.");
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // A third character, after the window, sends the first and only request.
    await userEvent.type(field(), "n");
    await canvas.findByRole("listbox");
    await expect(seenTerms()).toEqual(["lin"]);
  },
};

/** Three characters show suggestions: image, name and price of each product, then "Show all N results". */
export const ThreeCharactersShowSuggestions: Story = {
  play: async ({ canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "lin");
    const listbox = await canvas.findByRole("listbox");
    await expect(seen).toHaveLength(1);
    await expect(field()).toHaveAttribute("aria-expanded", "true");
    await expect(field()).toHaveAttribute("aria-controls", listbox.id);
    const options = canvas.getAllByRole("option");
    await expect(options).toHaveLength(7);
    await expect(options[0]).toHaveTextContent("Linen shirt, sand€19.90");
    await expect(options[6]).toHaveTextContent("Show all 6 results");
  },
};

/** Arrow keys move the active option; Enter opens the active product. */
export const ArrowKeysAndEnter: Story = {
  play: async ({ args, canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "linen t");
    await canvas.findByRole("listbox");
    const options = canvas.getAllByRole("option");
    await expect(options).toHaveLength(3);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(field()).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await expect(options[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(field()).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.keyboard("{ArrowUp}");
    await expect(options[2]).toHaveTextContent("Show all 2 results");
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/search?search=linen%20t");
  },
};

/** Enter on a product opens it. */
export const EnterOpensProduct: Story = {
  play: async ({ args, canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "scarf");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith(`/detail/${"2".padStart(32, "a")}`);
  },
};

/** Escape closes the list and keeps focus in the field(); a second Escape clears the field(). */
export const EscapeClosesAndKeepsFocus: Story = {
  play: async ({ canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "linen");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(field()).toHaveFocus();
    await expect(field()).toHaveValue("linen");
    await userEvent.keyboard("{Escape}");
    await expect(field()).toHaveValue("");
    await expect(field()).toHaveFocus();
  },
};

/** An empty result says so. */
export const EmptyResult: Story = {
  play: async ({ canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "velvet");
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("No products found for “velvet”"),
    );
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/** While the shop answers, the status says so. */
export const Loading: Story = {
  args: { latency: 3000 },
  play: async ({ canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "linen");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Searching…"));
  },
};

/** A failed suggestion call keeps the term and still lets the shopper search. */
export const SuggestionsFail: Story = {
  args: { fail: true },
  play: async ({ args, canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "linen");
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("Suggestions could not be loaded"),
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/search?search=linen");
  },
};

/** The clear button empties the field(). */
export const ClearButton: Story = {
  play: async ({ canvas }) => {
    const field = await meetTheForm(canvas);
    await userEvent.type(field(), "linen");
    await canvas.findByRole("listbox");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(field()).toHaveValue("");
    await expect(field()).toHaveFocus();
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

/** On the search page the field() shows the searched term (from the loader) and sends nothing until typing. */
export const OnTheSearchPage: Story = {
  args: { initialTerm: "linen shirt" },
  beforeEach: withStoryClock,
  play: async ({ canvas }) => {
    const field = () => canvas.getByRole("combobox", { name: /Search/ });
    await expect(field()).toHaveValue("linen shirt");
    // Twice the debounce window on the story's clock: a request for the loader's term would start within it.
    clock.runFor(SEARCH_DEBOUNCE_MS * 2);
    clock.uninstall();
    await expect(canvas.getByRole("button", { name: "Clear search" })).toBeVisible();
    // Typing sends the first request, for the whole term.
    await meetTheForm(canvas);
    await userEvent.type(field(), ",");
    await canvas.findByRole("listbox");
    await expect(seenTerms()).toEqual(["linen shirt,"]);
  },
};
