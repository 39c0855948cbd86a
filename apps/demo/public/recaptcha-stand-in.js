// The demo's reCAPTCHA stand-in, for its tests only: Google's documented `grecaptcha` API (ready, render,
// execute, reset, getResponse) served from the shop's own origin, so no test request leaves it. Its tokens come
// from the demo backend (POST /store-api/vitrine/captcha/recaptcha-stand-in/token), which checks them on the
// protected route as Google's siteverify would. The shop itself loads Google's real script.
(() => {
  const script = document.currentScript;
  const params = new URL(script ? script.src : location.href).searchParams;
  const accessKey = params.get("accessKey") || "";
  const widgets = [];

  async function fetchToken(siteKey) {
    const response = await fetch("/store-api/vitrine/captcha/recaptcha-stand-in/token", {
      method: "POST",
      headers: { "content-type": "application/json", "sw-access-key": accessKey },
      body: JSON.stringify({ siteKey }),
    });
    if (!response.ok) throw new Error(`reCAPTCHA stand-in: ${response.status}`);
    return (await response.json()).token;
  }

  async function solve(widget) {
    const token = await fetchToken(widget.siteKey);
    widget.response.value = token;
    if (typeof widget.callback === "function") widget.callback(token);
    return token;
  }

  const grecaptcha = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    render(container, parameters) {
      const element = typeof container === "string" ? document.getElementById(container) : container;
      const widget = {
        siteKey: parameters.sitekey,
        callback: parameters.callback,
        response: document.createElement("textarea"),
        checkbox: null,
      };
      widget.response.name = "g-recaptcha-response";
      widget.response.hidden = true;
      if (parameters.size !== "invisible") {
        const label = document.createElement("label");
        label.className = "recaptcha-stand-in";
        const box = document.createElement("input");
        box.type = "checkbox";
        box.addEventListener("change", () => {
          if (box.checked) solve(widget).catch(() => (box.checked = false));
        });
        label.append(box, " I'm not a robot (reCAPTCHA stand-in)");
        widget.checkbox = box;
        element.append(label);
      }
      element.append(widget.response);
      widgets.push(widget);
      return widgets.length - 1;
    },
    execute(siteKeyOrWidget) {
      if (typeof siteKeyOrWidget === "string") return fetchToken(siteKeyOrWidget);
      const widget = widgets[siteKeyOrWidget ?? 0];
      if (widget) solve(widget);
      return undefined;
    },
    reset(widgetId) {
      const widget = widgets[widgetId ?? 0];
      if (!widget) return;
      widget.response.value = "";
      if (widget.checkbox) widget.checkbox.checked = false;
    },
    getResponse(widgetId) {
      const widget = widgets[widgetId ?? 0];
      return widget ? widget.response.value : "";
    },
  };
  window.grecaptcha = grecaptcha;
  const onload = params.get("onload");
  if (onload && typeof window[onload] === "function") grecaptcha.ready(window[onload]);
})();
