import type { CSSProperties } from "react";

/**
 * A captcha behind one interface: after a form passed validation it gives the fields to
 * send with it (a token); after the server refused the submission it starts over.
 */
export interface FormCaptcha {
  /** Resolves with the fields to add to the submission; rejects when the shopper has to act first. */
  token(form: HTMLFormElement): Promise<Record<string, string>>;
  /** Forgets a used token (the server refused the submission, e.g. `invalid_captcha`). */
  reset(): void;
}

/** The default name of the honeypot field. */
export const HONEYPOT_FIELD = "vitrine_website_confirm";

/** The honeypot captcha: the trap field itself is sent; nothing to fetch, nothing to reset. */
export const honeypotCaptcha: FormCaptcha = { token: async () => ({}), reset: () => {} };

/** Whether a submission filled the honeypot (a bot did): check this on the server and drop the submission. */
export function isHoneypotFilled(data: FormData, name = HONEYPOT_FIELD): boolean {
  const value = data.get(name);
  return typeof value === "string" && value !== "";
}

// Off screen, not `display: none`: bots skip fields they can tell are hidden.
const offScreen: CSSProperties = { position: "absolute", left: "-10000px", width: "1px", height: "1px" };

/**
 * The honeypot trap: an input people never see, reach or hear (off screen, `aria-hidden`, out of the tab order,
 * no autofill) and bots fill in. Never persisted (its name contains no user data and it is excluded by type).
 */
export function HoneypotField({ name = HONEYPOT_FIELD }: { name?: string }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-persist="false"
        />
      </label>
    </div>
  );
}
