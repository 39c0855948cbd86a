import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { storeApiContext } from "../lib/store-api.testing";
import { loader } from "./newsletter-confirm";

/** A request context whose Store API answers `newsletter/confirm` as the shop does; it records the bodies. */
function shop(known: { em: string; hash: string }) {
  const sent: unknown[] = [];
  const context = storeApiContext(async (request) => {
    const body = await request.json();
    sent.push(body);
    const ok = body.em === known.em && body.hash === known.hash;
    return new Response(
      JSON.stringify(
        ok
          ? { success: true }
          : {
              errors: [
                {
                  status: "400",
                  code: "FRAMEWORK__NEWSLETTER_RECIPIENT_NOT_FOUND",
                  source: { pointer: "/hash" },
                },
              ],
            },
      ),
      { status: ok ? 200 : 400, headers: { "content-type": "application/json" } },
    );
  });
  return { context, sent };
}

const run = (url: string, context: AppLoadContext) =>
  loader({ request: new Request(url), context, params: {} } as unknown as Parameters<typeof loader>[0]);

describe("the newsletter confirmation page (/newsletter-subscribe?em=…&hash=…)", () => {
  it("the double opt-in link confirms the subscription; an unknown or cut-short link answers 400 and says so", async () => {
    const { context, sent } = shop({ em: "e".repeat(32), hash: "h".repeat(32) });
    const confirmed = await run(
      `http://shop.test/newsletter-subscribe?em=${"e".repeat(32)}&hash=${"h".repeat(32)}`,
      context,
    );
    expect(confirmed).toMatchObject({ confirmed: true });
    expect(sent).toEqual([{ em: "e".repeat(32), hash: "h".repeat(32) }]);
    const unknown = (await run(
      `http://shop.test/newsletter-subscribe?em=${"e".repeat(32)}&hash=wrong`,
      context,
    )) as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(unknown.data).toMatchObject({ confirmed: false });
    expect(unknown.init?.status).toBe(400);
    const cut = (await run("http://shop.test/newsletter-subscribe?em=abc", context)) as {
      init: ResponseInit | null;
    };
    expect(cut.init?.status).toBe(400);
    expect(sent).toHaveLength(2);
  });
});
