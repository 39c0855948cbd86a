// What the benchmarks share: a free port, waiting for a URL, and the BUILT demo started on its own port with an
// in-memory backend (or a demo that is already running, given as BASE_URL).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The host's load average and cores, printed before a timing benchmark starts: on a shared 2-core host the same
 * build's timings move with the load other work puts on it, so a figure is only comparable with its load.
 */
export function hostLoad() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `host load average before the run: ${one} / ${five} / ${fifteen} (1 / 5 / 15 min), ${os.cpus().length} cores`;
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The demo to measure: BASE_URL when set, else the built demo started on a free port with an in-memory backend
 * seeded afresh (never a real shop). Returns its base URL and a stop function.
 */
export async function startDemo() {
  const given = process.env.BASE_URL?.replace(/\/$/, "");
  if (given) return { base: given, stop: () => {} };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const demo = spawn(process.execPath, ["server.mjs"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DEMO_API_IN_MEMORY: "1",
      STORE_API_URL: "",
      STORE_API_ACCESS_KEY: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/robots.txt`);
  return { base, stop: () => demo.kill("SIGTERM") };
}
