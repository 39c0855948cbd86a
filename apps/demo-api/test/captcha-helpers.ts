import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Json, TestApi } from "./commerce-app.js";

/** Fetches an ALTCHA challenge from the demo backend and solves it as the widget does: the payload to send. */
export async function solvedAltcha(api: Pick<TestApi, "request">, token?: string): Promise<string> {
  const challenge = (await api.request("GET", "/vitrine/captcha/altcha", token ? { token } : {}))
    .body as Json;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error("the ALTCHA challenge was not solved");
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}
