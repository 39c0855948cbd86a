import { randomInt } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { FormsService } from "../commerce/forms.service.js";
import type { CommerceService } from "../commerce/service.js";
import type { AppEnv } from "../context.js";
import { parseWith, readJsonObject } from "../errors.js";

const formIdSchema = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.minLength(1, "This value should not be blank."),
  v.maxLength(100, "This value is too long."),
  v.regex(/^[\w.-]+$/, "Only letters, digits, dot, dash and underscore."),
);

const validateBody = v.object({
  formId: formIdSchema,
  captcha: v.pipe(v.string("must be a string"), v.maxLength(50, "This value is too long.")),
});

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An SVG picture of the code with a little noise (the demo needs a picture, not a strong captcha). */
export function captchaSvg(code: string): string {
  const letters = [...code]
    .map((char, index) => {
      const x = 18 + index * 26;
      const y = 34 + randomInt(-4, 5);
      const rotate = randomInt(-18, 19);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})">${escapeXml(char)}</text>`;
    })
    .join("");
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 150), randomInt(0, 50), randomInt(0, 150), randomInt(0, 50)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50" role="img" aria-label="Captcha">` +
    `<rect width="150" height="50" fill="#f3f4f6"/>` +
    `<g stroke="#9ca3af" stroke-width="1.5">${lines}</g>` +
    `<g font-family="monospace" font-size="26" font-weight="700" fill="#1f2937">${letters}</g></svg>`
  );
}

/** Vitrine's basic captcha: an image with a code kept per context and form, and a pre-check returning a session. */
export function captchaRoutes(service: CommerceService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const forms = new FormsService(service);
  app.get("/vitrine/captcha/basic", async (c) => {
    const formId = parseWith(v.object({ formId: formIdSchema }), {
      formId: c.req.query("formId") ?? "",
    }).formId;
    const code = await forms.newCaptcha(await service.session(c), formId);
    c.header("cache-control", "no-store");
    // The demo's own end-to-end tests read the code here (set only by their server); never in a real shop.
    if (process.env.DEMO_CAPTCHA_TEST_HEADER === "1") c.header("x-vitrine-test-captcha", code);
    // A script (the shop's Store API client) asks for JSON: the image as a data URL, shown in an <img>.
    if (c.req.header("accept")?.includes("application/json")) {
      return c.json({
        image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString("base64")}`,
      });
    }
    return c.body(captchaSvg(code), 200, { "content-type": "image/svg+xml; charset=utf-8" });
  });

  app.post("/vitrine/captcha/basic/validate", async (c) => {
    const body = parseWith(validateBody, await readJsonObject(c));
    const session = await service.session(c);
    return c.json({ session: await forms.validateCaptcha(session, body.formId, body.captcha) });
  });

  // ALTCHA (beyond Shopware): a signed proof-of-work challenge; the widget solves it, the protected form's
  // route verifies the payload (POST /contact-form).
  app.get("/vitrine/captcha/altcha", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await forms.altchaChallenge());
  });

  // The demo's reCAPTCHA stand-in (its script is served by the storefront) asks here for the token Google would
  // give; the protected route checks it as Google's siteverify would.
  app.post("/vitrine/captcha/recaptcha-stand-in/token", async (c) => {
    const body = parseWith(
      v.object({
        siteKey: formIdSchema,
        // The score siteverify will answer for this token (default a person's); the tests ask for a bot's.
        score: v.optional(v.pipe(v.number("must be a number"), v.minValue(0), v.maxValue(1))),
      }),
      await readJsonObject(c),
    );
    c.header("cache-control", "no-store");
    return c.json({ token: await forms.recaptchaToken(body.siteKey, body.score) });
  });
  return app;
}
