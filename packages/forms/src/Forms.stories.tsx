import type { Meta, StoryObj } from "@storybook/react-vite";
import { VitrineProvider } from "@vitrine/core";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { AddressFields } from "./AddressFields";
import { Field, TextareaField } from "./Field";
import { FieldToggle } from "./FieldToggle";
import { Form, SubmitButton } from "./Form";
import { fixtureCountries, fixtureFormsClient } from "./forms.fixtures";
import type { FormSubmitResult } from "./submit";
import { useForm } from "./useForm";

interface StoryArgs {
  /** The country the address starts with. */
  countryId: string;
  /** How long the fake shop takes to answer the submit (ms); 0 = never answers. */
  answerAfter: number;
}

function RegisterDemo({ countryId, answerAfter }: StoryArgs) {
  const form = useForm({
    id: "story-register",
    submit: () =>
      new Promise<FormSubmitResult>((resolve) => {
        if (answerAfter) setTimeout(() => resolve({ ok: false }), answerAfter);
      }),
  });
  return (
    <Form form={form} method="post" action="/account/register" aria-label="Create an account">
      <Field name="email" label="Email address" type="email" autoComplete="email" required />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        minLength={8}
        required
      />
      <Field
        name="passwordConfirm"
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        equalTo="password"
        required
      />
      <label>
        <input type="checkbox" name="business" value="1" /> I order for a company
      </label>
      <FieldToggle control="business" value="1">
        <Field name="company" label="Company" autoComplete="organization" required />
      </FieldToggle>
      <AddressFields countries={fixtureCountries} idPrefix="story" defaultValues={{ countryId }} />
      <details>
        <summary>A note for us</summary>
        <TextareaField name="note" label="Note" minLength={5} />
      </details>
      <SubmitButton>Create account</SubmitButton>
    </Form>
  );
}

function Shop(args: StoryArgs) {
  const [client] = useState(() => fixtureFormsClient());
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      <main style={{ padding: "1rem", maxWidth: "32rem" }}>
        <RegisterDemo {...args} />
      </main>
    </VitrineProvider>
  );
}

const meta = {
  title: "Forms/Register form",
  component: Shop,
  args: { countryId: "de", answerAfter: 0 },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field valid-looking before a submit: no messages, nothing marked invalid. */
export const Untouched: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("form", { name: "Create an account" })).toHaveAttribute("novalidate");
    await expect(canvas.getByLabelText(/^Email address/)).not.toHaveAttribute("aria-invalid");
  },
};

/** Submitting empty: every required field says so below itself, focus goes to the first invalid one. */
export const RequiredFieldsOnSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const email = canvas.getByLabelText(/^Email address/);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please fill in this field.");
    await expect(canvas.getByRole("form", { name: "Create an account" })).toHaveAttribute("data-validated");
  },
};

/** A short password gets the length hint; a different repetition says they do not match. */
export const LengthHintAndPairedFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email address/), "ada@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "abc");
    await userEvent.type(canvas.getByLabelText(/^Repeat the password/), "abd");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      "At least 8 characters. Please enter at least 8 characters (3 so far).",
    );
    await expect(canvas.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(
      "The two entries do not match.",
    );
    // Typing on re-validates after a short pause.
    await userEvent.type(canvas.getByLabelText(/^Password/), "defgh");
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).not.toHaveAttribute("aria-invalid"));
  },
};

/** The company field appears (and is required) only for a company order. */
export const FieldToggleShowsCompany: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox", { name: "Company" })).toBeNull();
    await userEvent.click(canvas.getByLabelText("I order for a company"));
    const company = await canvas.findByRole("textbox", { name: "Company" });
    await expect(company).toBeRequired();
    await expect(company).toBeEnabled();
  },
};

/** The USA needs a state: the state select is marked and required; the Netherlands has none, so it is hidden. */
export const CountryAndState: Story = {
  args: { countryId: "us" },
  play: async ({ canvas }) => {
    await canvas.findByRole("option", { name: "California" });
    const state = canvas.getByRole("combobox", { name: "State" });
    await expect(state).toBeRequired();
    await expect(canvas.getByText("State")).toHaveClass("vitrine-field__label--required");
    await userEvent.selectOptions(canvas.getByLabelText(/^Country/), "Netherlands");
    await waitFor(() => expect(canvas.queryByRole("combobox", { name: "State" })).toBeNull());
  },
};

/** While the shop answers, the button is busy and disabled. */
export const BusyWhileSending: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email address/), "ada@example.com");
    await userEvent.type(canvas.getByLabelText(/^Password/), "long enough");
    await userEvent.type(canvas.getByLabelText(/^Repeat the password/), "long enough");
    await userEvent.type(canvas.getByLabelText(/^Street/), "Main street 1");
    await userEvent.type(canvas.getByLabelText(/^Postcode/), "10115");
    await userEvent.type(canvas.getByLabelText(/^City/), "Berlin");
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const button = canvas.getByRole("button", { name: "Create account" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};
