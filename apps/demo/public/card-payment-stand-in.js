// The demo's card payment stand-in: MultiSafepay's documented Payment Component interface (`new MultiSafepay({ env,
// apiToken, order })`, `init("payment", { container, gateway, onLoad, onError, onValidation })`, `getErrors`,
// `hasErrors`, `getPaymentData`) served from the shop's own origin, because the real script cannot load here. Its
// fields carry no name (card data is never posted as form fields, kept on window or stored); the payload is the
// card as base64url JSON behind "standin." (the real component encrypts it), which the demo backend's stand-in
// gateway charges in handle-payment. Test cards: 4111 1111 1111 1111 and 5555 5555 5555 4444 pay, 4000 0000 0000 0002
// is declined, 4000 0000 0000 3220 asks for a 3-D Secure step; any future expiry, any 3-digit CVC.
(() => {
  const FIELDS = [
    { key: "number", label: "Card number", autocomplete: "cc-number", inputmode: "numeric" },
    { key: "holder", label: "Name on card", autocomplete: "cc-name" },
    { key: "expiry", label: "Expiry date (MM/YY)", autocomplete: "cc-exp", inputmode: "numeric" },
    { key: "cvc", label: "Security code (CVC)", autocomplete: "cc-csc", inputmode: "numeric" },
  ];
  let counter = 0;

  function luhn(digits) {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function check(key, raw) {
    const value = raw.trim();
    if (!value) return `${FIELDS.find((field) => field.key === key).label} is required.`;
    if (key === "number") {
      const digits = value.replace(/[\s-]/g, "");
      if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return "The card number is not valid.";
    }
    if (key === "expiry") {
      const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
      const month = match ? Number(match[1]) : 0;
      if (!match || month < 1 || month > 12) return "Enter the expiry date as MM/YY.";
      const now = new Date();
      const year = 2000 + Number(match[2]);
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        return "The card has expired.";
    }
    if (key === "cvc" && !/^\d{3,4}$/.test(value)) return "The security code has 3 or 4 digits.";
    return "";
  }

  class MultiSafepay {
    constructor(options) {
      this.options = options || {};
      this.inputs = {};
      this.messages = {};
      this.touched = {};
      this.onValidation = null;
    }

    init(kind, options) {
      const root =
        typeof options.container === "string" ? document.querySelector(options.container) : options.container;
      if (kind !== "payment" || !root || !this.options.apiToken) {
        if (options.onError) options.onError({ message: "The payment component could not start." });
        return;
      }
      this.onValidation = options.onValidation || null;
      counter += 1;
      const grid = document.createElement("div");
      grid.className = "card-stand-in";
      grid.dataset.gateway = options.gateway || "CREDITCARD";
      for (const field of FIELDS) {
        const id = `card-stand-in-${counter}-${field.key}`;
        const wrap = document.createElement("div");
        wrap.className = "vitrine-field";
        const label = document.createElement("label");
        label.className = "vitrine-field__label";
        label.htmlFor = id;
        label.textContent = field.label;
        const input = document.createElement("input");
        input.id = id;
        input.className = "vitrine-field__control";
        input.autocomplete = field.autocomplete;
        if (field.inputmode) input.inputMode = field.inputmode;
        input.setAttribute("aria-describedby", `${id}-error`);
        const message = document.createElement("p");
        message.id = `${id}-error`;
        message.className = "vitrine-field__feedback";
        message.hidden = true;
        input.addEventListener("blur", () => {
          this.touched[field.key] = true;
          this.show(field.key);
          this.report();
        });
        input.addEventListener("input", () => {
          if (this.touched[field.key]) this.show(field.key);
          this.report();
        });
        wrap.append(label, input, message);
        grid.append(wrap);
        this.inputs[field.key] = input;
        this.messages[field.key] = message;
      }
      root.replaceChildren(grid);
      if (options.onLoad) setTimeout(() => options.onLoad({ gateway: grid.dataset.gateway }), 0);
    }

    show(key) {
      const error = check(key, this.inputs[key].value);
      const message = this.messages[key];
      message.textContent = error;
      message.hidden = !error;
      this.inputs[key].setAttribute("aria-invalid", error ? "true" : "false");
      this.inputs[key].parentElement.classList.toggle("vitrine-field--invalid", Boolean(error));
    }

    report() {
      if (this.onValidation) this.onValidation({ valid: this.collect().length === 0 });
    }

    collect() {
      return FIELDS.map((field) => ({
        field: field.key,
        message: check(field.key, this.inputs[field.key]?.value ?? ""),
      }))
        .filter((entry) => entry.message)
        .map((entry) => ({ code: "invalid", ...entry }));
    }

    getErrors() {
      // Asking for the errors shows them on every field, as the provider does on submit.
      for (const field of FIELDS) {
        this.touched[field.key] = true;
        if (this.inputs[field.key]) this.show(field.key);
      }
      const errors = this.collect();
      return { count: errors.length, errors };
    }

    hasErrors() {
      return this.getErrors().count > 0;
    }

    getPaymentData() {
      const card = {
        number: this.inputs.number.value.replace(/\D/g, ""),
        holder: this.inputs.holder.value.trim(),
        expiry: this.inputs.expiry.value.replace(/\s/g, ""),
      };
      const bytes = new TextEncoder().encode(JSON.stringify(card));
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const encoded = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      return { payload: `standin.${encoded}`, tokenize: false };
    }
  }

  window.MultiSafepay = MultiSafepay;
})();
