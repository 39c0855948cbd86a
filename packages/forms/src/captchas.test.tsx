import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type StoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AltchaCaptcha, type AltchaCaptchaOptions, useAltchaCaptcha } from "./altcha";
import { BasicCaptcha, useBasicCaptcha } from "./basic-captcha";
import { Form, SubmitButton } from "./Form";
import { type CaptchaCall, fixtureCaptchaClient } from "./forms.fixtures";
import { type Grecaptcha, RecaptchaCaptcha, type RecaptchaOptions, useRecaptcha } from "./recaptcha";
import type { FormSubmit } from "./submit";
import { useForm } from "./useForm";

const config = { salesChannelId: "sc", locale: "en-GB", currency: "EUR" };

function Shop({
  children,
  client = fixtureCaptchaClient(),
}: {
  children: ReactNode;
  client?: StoreApiClient;
}) {
  return (
    <VitrineProvider client={client} config={config}>
      {children}
    </VitrineProvider>
  );
}

/** A protected contact form; `captcha` renders the captcha's own part inside it. */
function ProtectedForm({
  id = "contact",
  send,
  captcha,
  children,
}: {
  id?: string;
  send: FormSubmit;
  captcha: Parameters<typeof useForm>[0]["captcha"];
  children: ReactNode;
}) {
  const form = useForm({ id, submit: send, captcha });
  return (
    <Form form={form} method="post" action="/contact" aria-label={id}>
      {children}
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

function AltchaForm({ send, options }: { send: FormSubmit; options: AltchaCaptchaOptions }) {
  const altcha = useAltchaCaptcha(options);
  return (
    <ProtectedForm send={send} captcha={altcha.captcha}>
      <AltchaCaptcha control={altcha} />
    </ProtectedForm>
  );
}

function BasicForm({ send }: { send: FormSubmit }) {
  const basic = useBasicCaptcha({ formId: "contact" });
  return (
    <ProtectedForm send={send} captcha={basic.captcha}>
      <BasicCaptcha control={basic} />
    </ProtectedForm>
  );
}

function RecaptchaForm({ send, options }: { send: FormSubmit; options: RecaptchaOptions }) {
  const recaptcha = useRecaptcha(options);
  return (
    <ProtectedForm send={send} captcha={recaptcha.captcha}>
      <label>
        Email <input name="email" />
      </label>
      <RecaptchaCaptcha control={recaptcha} />
    </ProtectedForm>
  );
}

function Broken({ send }: { send: FormSubmit }) {
  const recaptcha = useRecaptcha({ siteKey: "site-broken" });
  return (
    <ProtectedForm send={send} captcha={recaptcha.captcha}>
      <span />
    </ProtectedForm>
  );
}

const submit = (name = "contact") => fireEvent.submit(screen.getByRole("form", { name }));

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("ALTCHA (issue 18 item 7: accessible proof of work)", () => {
  /** The widget element as the altcha package would make it: verify() solves and announces `verified`. */
  function fakeWidget(element: HTMLElement, payload = "cGF5bG9hZA==") {
    const widget = element as HTMLElement & Record<string, unknown>;
    const announce = (state: string, solved?: string) =>
      widget.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload: solved } }));
    widget.verify = vi.fn(() => {
      announce("verifying");
      queueMicrotask(() => announce("verified", payload));
    });
    widget.reset = vi.fn(() => announce("unverified"));
    widget.configure = vi.fn();
    return { widget, announce };
  }

  it("the widget script loads only when a protected form is shown", async () => {
    const load = vi.fn(async () => {});
    const { rerender } = render(<div />, { wrapper: Shop });
    expect(load).not.toHaveBeenCalled();
    rerender(<AltchaForm send={vi.fn()} options={{ load }} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("sending before the box is ticked runs the proof of work first, then sends the payload once", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(<AltchaForm send={send} options={{ load: async () => {} }} />, { wrapper: Shop });
    const { widget } = fakeWidget(document.querySelector("altcha-widget") as HTMLElement);
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(widget.verify).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].data.get("altcha")).toBe("cGF5bG9hZA==");
  });

  it("sending before the widget's script has arrived waits for it, then runs the proof of work and sends once", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    let loaded = () => {};
    const load = () =>
      new Promise<void>((resolve) => {
        loaded = resolve;
      });
    render(<AltchaForm send={send} options={{ load }} />, { wrapper: Shop });
    // A quick shopper: the form is sent while the widget is still a bare element.
    submit();
    await act(async () => {});
    expect(send).not.toHaveBeenCalled();
    const { widget } = fakeWidget(document.querySelector("altcha-widget") as HTMLElement);
    await act(async () => loaded());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(widget.verify).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].data.get("altcha")).toBe("cGF5bG9hZA==");
  });

  it("a ticked box's payload is the token; a refused submission resets the widget (a payload is good once)", async () => {
    const send = vi.fn<FormSubmit>(async () => ({ ok: false, data: { code: "invalid_captcha" } }));
    render(<AltchaForm send={send} options={{ load: async () => {} }} />, { wrapper: Shop });
    const { widget, announce } = fakeWidget(document.querySelector("altcha-widget") as HTMLElement);
    announce("verified", "dGlja2Vk");
    submit();
    await waitFor(() => expect(widget.reset).toHaveBeenCalledTimes(1));
    expect(widget.verify).not.toHaveBeenCalled();
    expect(send.mock.calls[0]?.[0].data.get("altcha")).toBe("dGlja2Vk");
    // The next submit needs a new proof of work.
    submit();
    await waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
  });

  it("a failed proof of work sends nothing", async () => {
    const send = vi.fn<FormSubmit>();
    render(<AltchaForm send={send} options={{ load: async () => {} }} />, { wrapper: Shop });
    const { widget, announce } = fakeWidget(document.querySelector("altcha-widget") as HTMLElement);
    widget.verify = vi.fn(() => announce("error"));
    submit();
    await waitFor(() => expect(widget.reset).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });

  it("the challenge comes from GET /vitrine/captcha/altcha through the shop's client (access key)", async () => {
    const calls: CaptchaCall[] = [];
    const client = fixtureCaptchaClient({ calls });
    let configured: ((...args: unknown[]) => Promise<Response>) | undefined;
    render(
      <Shop client={client}>
        <AltchaForm
          send={vi.fn()}
          options={{
            load: async () => {
              const element = document.querySelector("altcha-widget") as unknown as Record<string, unknown>;
              element.configure = (options: { fetch: typeof configured }) => {
                configured = options.fetch;
              };
            },
          }}
        />
      </Shop>,
    );
    await waitFor(() => expect(configured).toBeDefined());
    const answer = await (configured as () => Promise<Response>)();
    expect(await answer.json()).toEqual({ parameters: { nonce: "n" } });
    expect(calls[0]?.url).toBe("http://shop.test/store-api/vitrine/captcha/altcha");
    expect(calls[0]?.headers.get("sw-access-key")).toBe("SWSCFIXTURE");
  });
});

describe("basic captcha (SPEC sections 3, 4, 7, 8)", () => {
  it("the image has a text alternative, the refresh button a label, the field autocomplete=off and is required", async () => {
    render(<BasicForm send={vi.fn()} />, { wrapper: Shop });
    const image = await screen.findByRole("img", { name: /captcha/i });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole("button", { name: "Load a new captcha" })).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "Captcha" }) as HTMLInputElement;
    expect(field.autocomplete).toBe("off");
    expect(field.required).toBe(true);
  });

  it("the pre-check sends the entered text; its session is written back and sent with the form", async () => {
    const calls: CaptchaCall[] = [];
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(
      <Shop client={fixtureCaptchaClient({ calls })}>
        <BasicForm send={send} />
      </Shop>,
    );
    await screen.findByRole("img", { name: /captcha/i });
    fireEvent.input(screen.getByRole("textbox", { name: "Captcha" }), { target: { value: " RIGHT " } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.url.endsWith("/validate"))?.body).toEqual({
      formId: "contact",
      captcha: "RIGHT",
    });
    const data = send.mock.calls[0]?.[0].data;
    expect(data?.get("captchaSession")).toBe("s-1");
    expect(data?.get("formId")).toBe("contact");
    expect((document.querySelector('[name="captchaSession"]') as HTMLInputElement).value).toBe("s-1");
  });

  it("on invalid_captcha the field and image are reloaded and the error is tied to the field", async () => {
    const send = vi.fn<FormSubmit>();
    render(<BasicForm send={send} />, { wrapper: Shop });
    const first = (await screen.findByRole("img", { name: /captcha/i })).getAttribute("src");
    const field = screen.getByRole("textbox", { name: "Captcha" }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: "WRONG" } });
    submit();
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(send).not.toHaveBeenCalled();
    expect(field.value).toBe("");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: /captcha/i }).getAttribute("src")).not.toBe(first),
    );
    const feedback = document.getElementById(field.getAttribute("aria-describedby")?.split(" ").pop() ?? "");
    expect(feedback?.textContent).toMatch(/did not match/);
    expect(screen.getByRole("status").textContent).toBe("A new captcha image was loaded.");
  });

  it("the refresh button loads a new image", async () => {
    render(<BasicForm send={vi.fn()} />, { wrapper: Shop });
    const first = (await screen.findByRole("img", { name: /captcha/i })).getAttribute("src");
    fireEvent.click(screen.getByRole("button", { name: "Load a new captcha" }));
    await waitFor(() =>
      expect(screen.getByRole("img", { name: /captcha/i }).getAttribute("src")).not.toBe(first),
    );
  });
});

describe("Google reCAPTCHA v2 and v3 (SPEC sections 3, 7, 8)", () => {
  /** Google's documented API, faked; `tick` plays the shopper ticking a v2 checkbox. */
  function fakeGrecaptcha() {
    const callbacks: ((token: string) => void)[] = [];
    let response = "";
    const api: Grecaptcha = {
      ready: vi.fn((callback: () => void) => callback()),
      render: vi.fn((_container: HTMLElement | string, parameters: Record<string, unknown>) => {
        callbacks.push(parameters.callback as (token: string) => void);
        return callbacks.length - 1;
      }),
      execute: vi.fn(async () => "v3-token"),
      reset: vi.fn(() => {
        response = "";
      }),
      getResponse: vi.fn(() => response),
    };
    (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha = api;
    // The loader's <script>: "loaded" at once, Google's script is never fetched in tests.
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) {
        const script = node as HTMLScriptElement;
        scripts.push(script);
        queueMicrotask(() => script.onload?.(new Event("load")));
      }
    });
    const tick = (token: string) => {
      response = token;
      callbacks[0]?.(token);
    };
    return { api, scripts, tick };
  }

  let keys = 0;
  const siteKey = () => `site-${++keys}`;

  it("Google's script loads only on the first interaction with a protected form, or at once after consent", async () => {
    const { scripts } = fakeGrecaptcha();
    const key = siteKey();
    render(<RecaptchaForm send={vi.fn()} options={{ siteKey: key }} />, { wrapper: Shop });
    expect(scripts).toHaveLength(0);
    fireEvent.focusIn(screen.getByRole("textbox", { name: "Email" }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${key}`);

    render(<RecaptchaForm send={vi.fn()} options={{ siteKey: siteKey(), consent: true }} />, {
      wrapper: Shop,
    });
    await waitFor(() => expect(scripts).toHaveLength(2));
  });

  it("v3: executed on submit, the token sent as _grecaptcha_v3; the hidden input is never required", async () => {
    const { api } = fakeGrecaptcha();
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    const key = siteKey();
    render(<RecaptchaForm send={send} options={{ siteKey: key, action: "contact" }} />, { wrapper: Shop });
    const input = document.querySelector('[name="_grecaptcha_v3"]') as HTMLInputElement;
    expect(input.type).toBe("hidden");
    expect(input.required).toBe(false);
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(api.execute).toHaveBeenCalledWith(key, { action: "contact" });
    expect(send.mock.calls[0]?.[0].data.get("_grecaptcha_v3")).toBe("v3-token");
  });

  it("a missing reCAPTCHA token input raises a developer error", async () => {
    fakeGrecaptcha();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn<FormSubmit>();
    render(<Broken send={send} />, { wrapper: Shop });
    submit();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('no "_grecaptcha_v3" input');
    expect(send).not.toHaveBeenCalled();
  });

  it("v2 checkbox: unticked it asks the shopper; ticked it sends g-recaptcha-response; a refused submit resets it", async () => {
    const { api, tick } = fakeGrecaptcha();
    const send = vi.fn<FormSubmit>(async () => ({ ok: false }));
    render(<RecaptchaForm send={send} options={{ siteKey: siteKey(), version: "v2-checkbox" }} />, {
      wrapper: Shop,
    });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Please confirm that you are not a robot.");
    expect(send).not.toHaveBeenCalled();
    tick("v2-token");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0].data.get("g-recaptcha-response")).toBe("v2-token");
    await waitFor(() => expect(api.reset).toHaveBeenCalledTimes(2));
  });

  it("v2 invisible: runs on submit and sends its token", async () => {
    const { api, tick } = fakeGrecaptcha();
    api.execute = vi.fn(() => {
      queueMicrotask(() => tick("invisible-token"));
      return undefined;
    });
    const send = vi.fn<FormSubmit>(async () => ({ ok: true }));
    render(<RecaptchaForm send={send} options={{ siteKey: siteKey(), version: "v2-invisible" }} />, {
      wrapper: Shop,
    });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(api.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ size: "invisible" }),
    );
    expect(send.mock.calls[0]?.[0].data.get("g-recaptcha-response")).toBe("invisible-token");
  });
});
