import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStorage, type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddressFields } from "./AddressFields";
import {
  type FormCaptcha,
  HONEYPOT_FIELD,
  HoneypotField,
  honeypotCaptcha,
  isHoneypotFilled,
} from "./captcha";
import { FORM_PERSIST_DEBOUNCE_MS, FORM_VALIDATION_DEBOUNCE_MS } from "./constants";
import { Field, TextareaField } from "./Field";
import { FieldToggle } from "./FieldToggle";
import { Form, SubmitButton } from "./Form";
import { fixtureCountries, fixtureFormsClient } from "./forms.fixtures";
import { formStorageKey } from "./persistence";
import { type FormSubmit, fetchSubmit } from "./submit";
import { type UseFormOptions, useForm } from "./useForm";
import { checkField } from "./validation";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };

function Shop({
  children,
  client = fixtureFormsClient(),
  navigate,
  snippets,
}: {
  children: ReactNode;
  client?: StoreApiClient;
  navigate?: (url: string) => void;
  snippets?: Record<string, string>;
}) {
  return (
    <VitrineProvider client={client} config={config} navigate={navigate} snippets={snippets}>
      {children}
    </VitrineProvider>
  );
}

/** Any fields in a form run by `useForm`. */
function TestForm({ children, ...options }: UseFormOptions & { children?: ReactNode }) {
  const form = useForm(options);
  return (
    <Form form={form} aria-label="Register">
      {children}
    </Form>
  );
}

/** Address fields starting with a country. */
function Address({ countryId }: { countryId: string }) {
  return (
    <TestForm id="address">
      <AddressFields countries={fixtureCountries} idPrefix="a" defaultValues={{ countryId }} />
    </TestForm>
  );
}

/** A form with the register page's fields, run by `useForm`. */
function RegisterForm(props: Partial<UseFormOptions> & { extra?: ReactNode; method?: string }) {
  const { extra, method = "post", ...options } = props;
  const form = useForm({ id: "register", ...options });
  return (
    <Form form={form} method={method} action="/account/register" aria-label="Register">
      <Field name="email" label="Email" type="email" required />
      <Field name="password" label="Password" type="password" required minLength={8} />
      <Field name="passwordConfirm" label="Repeat password" type="password" equalTo="password" />
      {extra}
      <SubmitButton>Create account</SubmitButton>
    </Form>
  );
}

/** A field by its label. */
const byLabel = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.input(byLabel(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole("form", { name: "Register" }));

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe("validation rules (SPEC 5, generic form validation)", () => {
  it("equality between paired fields is checked on trimmed values", () => {
    expect(checkField(" secret12 ", { equalTo: "password" }, "secret12")).toBeNull();
    expect(checkField("secret12", { equalTo: "password" }, "secret13")?.rule).toBe("equalTo");
  });

  it("minimum length is checked on the trimmed value, with a length hint", () => {
    expect(checkField("  abc    ", { minLength: 4 })).toEqual({
      rule: "minLength",
      params: { min: 4, count: 3 },
    });
    expect(checkField(" abcd ", { minLength: 4 })).toBeNull();
  });

  it("required: an empty trimmed value is invalid", () => {
    expect(checkField("   ", { required: true })?.rule).toBe("required");
    expect(checkField(" a ", { required: true })).toBeNull();
  });
});

describe("useForm and the field components", () => {
  it("the form gets noValidate and a validated state on submit", () => {
    render(<RegisterForm />, { wrapper: Shop });
    const form = screen.getByRole("form", { name: "Register" }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.dataset.validated).toBeUndefined();
    submit();
    expect(form.dataset.validated).toBe("true");
  });

  it("messages per rule from snippets appear below the field, tied with aria-describedby and aria-invalid", () => {
    render(
      <VitrineProvider
        client={fixtureFormsClient()}
        config={config}
        snippets={{ "forms.invalid.required": "We need this." }}
      >
        <RegisterForm />
      </VitrineProvider>,
    );
    type("Password", "abc ");
    type("Repeat password", "abd");
    submit();
    const email = byLabel("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = (id: string) => document.getElementById(id)?.textContent;
    expect(described(email.getAttribute("aria-describedby") ?? "")).toBe("We need this.");
    const password = byLabel("Password");
    expect(described(password.getAttribute("aria-describedby") ?? "")).toBe(
      "Please enter at least 8 characters (3 so far).",
    );
    const repeat = screen.getByLabelText("Repeat password");
    expect(described(repeat.getAttribute("aria-describedby") ?? "")).toBe("The two entries do not match.");
  });

  it("a field's own message for a rule wins over the snippet", () => {
    render(
      <TestForm id="own">
        <Field name="code" label="Code" required messages={{ required: "Enter the code." }} />
      </TestForm>,
      { wrapper: Shop },
    );
    submit();
    expect(screen.getByText("Enter the code.").id).toBe(byLabel("Code").getAttribute("aria-describedby"));
  });

  it("a failed check blocks submission and moves focus to, and scrolls to, the first invalid field", () => {
    const send = vi.fn<FormSubmit>();
    render(<RegisterForm submit={send} />, { wrapper: Shop });
    type("Email", "ada@example.com");
    submit();
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(byLabel("Password"));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it("an invalid field inside a collapsed panel opens it", () => {
    render(
      <RegisterForm
        extra={
          <details>
            <summary>More</summary>
            <Field name="company" label="Company" required />
          </details>
        }
      />,
      { wrapper: Shop },
    );
    type("Email", "ada@example.com");
    type("Password", "long enough");
    type("Repeat password", "long enough");
    submit();
    expect(screen.getByText("More").closest("details")?.open).toBe(true);
    expect(document.activeElement).toBe(byLabel("Company"));
  });

  it("re-validation is debounced 150 ms while typing", () => {
    vi.useFakeTimers();
    render(<RegisterForm />, { wrapper: Shop });
    submit();
    const email = byLabel("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    type("Email", "ada@example.com");
    act(() => vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS - 1));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("validation debounces per field: fields filled less than 150 ms apart (autofill) all lose their stale errors", () => {
    vi.useFakeTimers();
    render(<RegisterForm />, { wrapper: Shop });
    submit();
    const fields = [byLabel("Email"), byLabel("Password")];
    for (const field of fields) expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelectorAll(".vitrine-field--invalid")).toHaveLength(2);
    type("Email", "ada@example.com");
    act(() => vi.advanceTimersByTime(20));
    type("Password", "long enough");
    act(() => vi.advanceTimersByTime(20));
    type("Repeat password", "long enough");
    act(() => vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS));
    for (const field of fields) expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(document.querySelectorAll(".vitrine-field--invalid")).toHaveLength(0);
  });

  it("a date field honours min and max", () => {
    render(
      <TestForm id="dates">
        <Field name="date" label="Date" type="date" min="2026-01-01" max="2026-12-31" />
      </TestForm>,
      { wrapper: Shop },
    );
    const date = screen.getByLabelText("Date");
    fireEvent.input(date, { target: { value: "2025-12-31" } });
    submit();
    expect(screen.getByText("Please choose a later date.")).toBeTruthy();
    fireEvent.input(date, { target: { value: "2027-01-01" } });
    submit();
    expect(screen.getByText("Please choose an earlier date.")).toBeTruthy();
    fireEvent.input(date, { target: { value: "2026-06-01" } });
    submit();
    expect(date.getAttribute("aria-invalid")).toBeNull();
  });
});

/** Fills the register form validly. */
function fillValid() {
  type("Email", "ada@example.com");
  type("Password", "long enough");
  type("Repeat password", "long enough");
}

describe("ajax forms (SPEC 5, ajax form plugin)", () => {
  it("submission is skipped when the form is invalid", () => {
    const send = vi.fn<FormSubmit>();
    render(<RegisterForm submit={send} />, { wrapper: Shop });
    submit();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends GET or POST by the form's method, to its action", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    const { unmount } = render(<RegisterForm submit={send} method="get" />, { wrapper: Shop });
    fillValid();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ method: "GET", action: "/account/register" });
    expect(send.mock.calls[0]?.[0].data.get("email")).toBe("ada@example.com");
    unmount();
    render(<RegisterForm submit={send} />, { wrapper: Shop });
    fillValid();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[0].method).toBe("POST");
  });

  it("the button is busy (aria-busy, disabled) while the request runs; never two submissions at once", async () => {
    let finish: (value: { ok: boolean }) => void = () => {};
    const send = vi.fn<FormSubmit>(() => new Promise((resolve) => (finish = resolve)));
    render(<RegisterForm submit={send} />, { wrapper: Shop });
    fillValid();
    submit();
    const button = screen.getByRole("button", { name: "Create account" });
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: false }));
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it("submit once: skipped when it already succeeded", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(<RegisterForm submit={send} submitOnce />, { wrapper: Shop });
    fillValid();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create account" }).getAttribute("aria-busy")).toBeNull(),
    );
    submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("after success goes to redirectTo with the redirectParameters", async () => {
    const navigate = vi.fn();
    render(
      <Shop navigate={navigate}>
        <RegisterForm
          submit={async () => ({ ok: true })}
          extra={
            <>
              <input type="hidden" name="redirectTo" value="/checkout/confirm" />
              <input type="hidden" name="redirectParameters[step]" value="2" />
              <input type="hidden" name="forwardTo" value="frontend.checkout.confirm.page" />
            </>
          }
        />
      </Shop>,
    );
    fillValid();
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/checkout/confirm?step=2", { replace: false }),
    );
  });

  it("the default sender: GET as a query, POST as the form body, JSON answers read", async () => {
    const fetchSpy = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) =>
        new Response(JSON.stringify({ sent: true }), { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const form = document.createElement("form");
    const data = new FormData();
    data.set("term", "coffee");
    const got = await fetchSubmit({ form, data, method: "GET", action: "/search" });
    expect(got).toEqual({ ok: true, data: { sent: true } });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/search\?term=coffee$/);
    await fetchSubmit({ form, data, method: "POST", action: "/contact" });
    expect(fetchSpy.mock.calls[1]?.[1]).toMatchObject({ method: "POST", body: data });
    vi.unstubAllGlobals();
  });

  it("a button with formNoValidate sends without the check, as in HTML", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: false }));
    render(
      <RegisterForm
        submit={send}
        extra={
          <SubmitButton name="intent" value="guest" formNoValidate>
            Continue as a guest
          </SubmitButton>
        }
      />,
      { wrapper: Shop },
    );
    fireEvent.click(screen.getByRole("button", { name: "Continue as a guest" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0].data.get("intent")).toBe("guest");
  });

  it("a sender that already went on (redirect: false) is not redirected again", async () => {
    const navigate = vi.fn();
    const onSuccess = vi.fn();
    render(
      <Shop navigate={navigate}>
        <RegisterForm
          submit={async () => ({ ok: true, redirect: false })}
          onSuccess={onSuccess}
          extra={<input type="hidden" name="redirectTo" value="/account" />}
        />
      </Shop>,
    );
    fillValid();
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a failed submit keeps every typed value", async () => {
    render(<RegisterForm submit={async () => ({ ok: false, data: { error: "Taken" } })} />, {
      wrapper: Shop,
    });
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create account" }).getAttribute("aria-busy")).toBeNull(),
    );
    expect((byLabel("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Repeat password") as HTMLInputElement).value).toBe("long enough");
  });
});

describe("persisted form input (SPEC 3, 9)", () => {
  it("input is saved 300 ms after typing under the form id and field name", () => {
    vi.useFakeTimers();
    render(<RegisterForm persist extra={<TextareaField name="note" label="Note" />} />, { wrapper: Shop });
    type("Note", "Leave at the door");
    act(() => vi.advanceTimersByTime(FORM_PERSIST_DEBOUNCE_MS - 1));
    expect(sessionStorage.getItem(formStorageKey("register", "note"))).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(sessionStorage.getItem(formStorageKey("register", "note"))).toBe("Leave at the door");
  });

  it("input is still saved 300 ms after typing when the shop re-renders in between (new snippets)", () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <Shop snippets={{}}>
        <RegisterForm persist />
      </Shop>,
    );
    type("Email", "ada@example.com");
    rerender(
      <Shop snippets={{}}>
        <RegisterForm persist />
      </Shop>,
    );
    act(() => vi.advanceTimersByTime(FORM_PERSIST_DEBOUNCE_MS));
    expect(sessionStorage.getItem(formStorageKey("register", "email"))).toBe("ada@example.com");
  });

  it("input typed less than 300 ms before the form goes away is saved, not lost", () => {
    vi.useFakeTimers();
    const { unmount } = render(<RegisterForm persist />, { wrapper: Shop });
    type("Email", "ada@example.com");
    unmount();
    expect(sessionStorage.getItem(formStorageKey("register", "email"))).toBe("ada@example.com");
  });

  it("password, card and captcha fields are never stored", () => {
    vi.useFakeTimers();
    render(
      <RegisterForm
        persist
        extra={
          <>
            <Field name="cardNumber" label="Card number" autoComplete="cc-number" />
            <Field name="captcha" label="Captcha" />
          </>
        }
      />,
      { wrapper: Shop },
    );
    fillValid();
    type("Card number", "4111111111111111");
    type("Captcha", "x7k2");
    act(() => vi.advanceTimersByTime(FORM_PERSIST_DEBOUNCE_MS));
    expect(sessionStorage.getItem(formStorageKey("register", "email"))).toBe("ada@example.com");
    for (const name of ["password", "passwordConfirm", "cardNumber", "captcha"]) {
      expect(sessionStorage.getItem(formStorageKey("register", name))).toBeNull();
    }
  });

  it("stored input is restored on reload", () => {
    sessionStorage.setItem(formStorageKey("register", "email"), "ada@example.com");
    render(<RegisterForm persist />, { wrapper: Shop });
    expect((byLabel("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("stored input is cleared after a successful submit", async () => {
    vi.useFakeTimers();
    createStorage("session").set(formStorageKey("register", "email"), "ada@example.com");
    render(<RegisterForm persist submit={async () => ({ ok: true })} />, { wrapper: Shop });
    fillValid();
    submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sessionStorage.getItem(formStorageKey("register", "email"))).toBeNull();
    // The keystrokes' pending saves do not bring it back.
    await act(() => vi.advanceTimersByTimeAsync(FORM_PERSIST_DEBOUNCE_MS));
    expect(sessionStorage.getItem(formStorageKey("register", "email"))).toBeNull();
  });
});

describe("field toggle (SPEC 4)", () => {
  it("when the control's value matches, the target fields are shown, required and enabled; otherwise hidden, disabled and never block submission", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: false }));
    render(
      <TestForm id="toggle" submit={send}>
        <label>
          <input type="checkbox" name="business" value="1" /> Business customer
        </label>
        <FieldToggle control="business" value="1">
          <Field name="company" label="Company" required />
        </FieldToggle>
        <SubmitButton>Send</SubmitButton>
      </TestForm>,
      { wrapper: Shop },
    );
    const company = byLabel("Company") as HTMLInputElement;
    const fieldset = company.closest("fieldset") as HTMLFieldSetElement;
    expect(fieldset.hidden).toBe(true);
    expect(fieldset.disabled).toBe(true);
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByLabelText("Business customer"));
    await waitFor(() => expect(fieldset.hidden).toBe(false));
    expect(fieldset.disabled).toBe(false);
    expect(company.required).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send" }).getAttribute("aria-busy")).toBeNull(),
    );
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(company.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("country and state (SPEC 4, 5, 7)", () => {
  it("changing the country loads its states (POST /country-state/{countryId})", async () => {
    const calls: string[] = [];
    render(
      <Shop client={fixtureFormsClient({ calls })}>
        <Address countryId="de" />
      </Shop>,
    );
    await screen.findByRole("option", { name: "Bavaria" });
    fireEvent.change(byLabel("Country"), { target: { value: "us" } });
    await screen.findByRole("option", { name: "California" });
    expect(calls).toEqual([
      "http://shop.test/store-api/country-state/de",
      "http://shop.test/store-api/country-state/us",
    ]);
  });

  it("no states: the state select is hidden and disabled", async () => {
    render(<Address countryId="nl" />, { wrapper: Shop });
    const state = byLabel("State") as HTMLSelectElement;
    await waitFor(() => expect(state.closest("[hidden]")).not.toBeNull());
    expect(state.disabled).toBe(true);
  });

  it("the state is required when the country says so, and its label is marked", async () => {
    render(<Address countryId="us" />, { wrapper: Shop });
    await screen.findByRole("option", { name: "California" });
    const state = byLabel("State") as HTMLSelectElement;
    expect(state.required).toBe(true);
    expect(state.labels?.[0]?.classList.contains("vitrine-field__label--required")).toBe(true);
    submit();
    expect(state.getAttribute("aria-invalid")).toBe("true");
  });

  it("the state's rule holds from the render that shows it: a submit right as the states arrive marks it", async () => {
    render(<Address countryId="us" />, { wrapper: Shop });
    const form = screen.getByRole("form", { name: "Register" }) as HTMLFormElement;
    // Submitted in the microtask after the commit that mounts the state select with its states, before React's
    // passive effects run (a shopper's click can land there; CI's load once put a test's submit there).
    const observer = new MutationObserver(() => {
      const select = form.querySelector<HTMLSelectElement>("#a-state");
      if (select && !select.disabled) {
        observer.disconnect();
        form.requestSubmit();
      }
    });
    observer.observe(form, { subtree: true, childList: true, attributes: true });
    await waitFor(() => expect(byLabel("State").getAttribute("aria-invalid")).toBe("true"));
  });

  it("VAT id and postcode are shown and required per the country's flags", async () => {
    render(<Address countryId="at" />, { wrapper: Shop });
    expect((byLabel("VAT id") as HTMLInputElement).required).toBe(true);
    expect((byLabel("Postcode") as HTMLInputElement).required).toBe(true);
    fireEvent.change(byLabel("Country"), { target: { value: "nl" } });
    expect(screen.queryByLabelText(/^VAT id/)).toBeNull();
    expect((byLabel("Postcode") as HTMLInputElement).required).toBe(false);
  });

  it("a persisted state is restored once the country's states are loaded", async () => {
    sessionStorage.setItem(formStorageKey("address", "countryId"), "us");
    sessionStorage.setItem(formStorageKey("address", "countryStateId"), "us-ny");
    render(
      <TestForm id="address" persist>
        <AddressFields countries={fixtureCountries} idPrefix="a" />
      </TestForm>,
      { wrapper: Shop },
    );
    await screen.findByRole("option", { name: "New York" });
    await waitFor(() => expect((byLabel("State") as HTMLSelectElement).value).toBe("us-ny"));
    expect((byLabel("Country") as HTMLSelectElement).value).toBe("us");
  });

  it("a whitespace-only street is cleared on blur", () => {
    render(<Address countryId="nl" />, { wrapper: Shop });
    const street = byLabel("Street and number") as HTMLInputElement;
    fireEvent.input(street, { target: { value: "   " } });
    fireEvent.blur(street);
    expect(street.value).toBe("");
  });
});

describe("captchas behind one interface (SPEC 3, 4, 8)", () => {
  const fakeCaptcha = (token = "t-1") => ({
    token: vi.fn<FormCaptcha["token"]>(async () => ({ captchaToken: token })),
    reset: vi.fn(),
  });

  it("one submit pipeline: validate, get a token, submit exactly once with it", async () => {
    const captcha = fakeCaptcha();
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(<RegisterForm submit={send} captcha={captcha} />, { wrapper: Shop });
    submit();
    expect(captcha.token).not.toHaveBeenCalled();
    fillValid();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(captcha.token).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].data.get("captchaToken")).toBe("t-1");
  });

  it("the token is reset after a server-side validation error", async () => {
    const captcha = fakeCaptcha();
    const send = vi.fn<FormSubmit>(async () => ({ ok: false, data: { code: "invalid_captcha" } }));
    render(<RegisterForm submit={send} captcha={captcha} />, { wrapper: Shop });
    fillValid();
    submit();
    await waitFor(() => expect(captcha.reset).toHaveBeenCalledTimes(1));
  });

  it("a captcha the shopper has to solve first sends nothing and leaves the button usable", async () => {
    const captcha = { token: vi.fn(() => Promise.reject(new Error("unsolved"))), reset: vi.fn() };
    const send = vi.fn<FormSubmit>();
    render(<RegisterForm submit={send} captcha={captcha} />, { wrapper: Shop });
    fillValid();
    submit();
    await waitFor(() => expect(captcha.reset).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("many protected forms per page: each asks only its own captcha", async () => {
    const first = fakeCaptcha("first");
    const second = fakeCaptcha("second");
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(
      <>
        <TestForm id="one" submit={send} captcha={first} />
        <TestForm id="two" submit={send} captcha={second} />
      </>,
      { wrapper: Shop },
    );
    const [, two] = screen.getAllByRole("form");
    fireEvent.submit(two as HTMLFormElement);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(first.token).not.toHaveBeenCalled();
    expect(send.mock.calls[0]?.[0].data.get("captchaToken")).toBe("second");
  });

  it("honeypot: people never see, reach or hear it; a filled one is detected and never stored", () => {
    vi.useFakeTimers();
    render(
      <TestForm id="contact" persist captcha={honeypotCaptcha}>
        <HoneypotField />
      </TestForm>,
      { wrapper: Shop },
    );
    const trap = document.querySelector(`[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(trap.autocomplete).toBe("off");
    fireEvent.input(trap, { target: { value: "spam" } });
    act(() => vi.advanceTimersByTime(FORM_PERSIST_DEBOUNCE_MS));
    expect(sessionStorage.getItem(formStorageKey("contact", HONEYPOT_FIELD))).toBeNull();
    const data = new FormData(trap.form as HTMLFormElement);
    expect(isHoneypotFilled(data)).toBe(true);
    data.set(HONEYPOT_FIELD, "");
    expect(isHoneypotFilled(data)).toBe(false);
  });
});
