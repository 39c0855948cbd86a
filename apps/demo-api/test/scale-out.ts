/**
 * Several demo backend processes on one PostgreSQL server behind a small round-robin balancer, for the scale-out
 * tests. The server is the distribution's PostgreSQL, private to the run (config/postgres.mjs); the processes are
 * real children (src/server.ts through tsx).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerProcess, startServer } from "./server-process.js";

/** One backend process, with its origin (without /store-api). */
export interface BackendProcess extends ServerProcess {
  origin: string;
}

/** Starts one backend process (src/server.ts) on a free port with its data on the PostgreSQL server at databaseUrl. */
export async function startBackend(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BackendProcess> {
  const server = await startServer(undefined, { DEMO_API_FAULTS: "off", ...env, DATABASE_URL: databaseUrl });
  return { ...server, origin: server.base.replace(/\/store-api$/, "") };
}

/** A round-robin balancer in front of backend processes. */
export interface Balancer {
  /** http://127.0.0.1:port */
  origin: string;
  /** The backends it sends to, in turn; replace an entry to restart a process. */
  backends: (BackendProcess | undefined)[];
  /** Requests answered so far (by any backend, with any status). */
  answered(): number;
  /** Resolves once `count` requests have been answered. */
  whenAnswered(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends each request to the next backend that is up. Like a real balancer, a request goes to another backend
 * only when no connection could be made to the first (nothing was sent); a backend that dies while it answers
 * makes a 502, and the client decides whether to repeat (with its idempotency key).
 */
export async function startBalancer(backends: (BackendProcess | undefined)[]): Promise<Balancer> {
  let next = 0;
  let answered = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const settle = () => {
    answered += 1;
    for (const waiter of [...waiters])
      if (answered >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let tries = 0; tries < backends.length; tries++) {
      const backend = backends[next++ % backends.length];
      if (!backend || backend.child.exitCode !== null || backend.child.signalCode !== null) continue;
      const outcome = await forward(backend.origin, request, body, response);
      if (outcome === "refused") continue;
      settle();
      return;
    }
    response.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
    response.end(
      JSON.stringify({ errors: [{ status: "503", code: "BALANCER__NO_BACKEND", title: "No backend" }] }),
    );
    settle();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    backends,
    answered: () => answered,
    whenAnswered: (count) =>
      answered >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  origin: string,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<"done" | "refused"> {
  return new Promise((resolve) => {
    const target = new URL(request.url ?? "/", origin);
    const headers = { ...request.headers, host: target.host };
    const outgoing = http.request(target, { method: request.method, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on("end", () => resolve("done"));
      answer.on("error", () => {
        response.destroy();
        resolve("done");
      });
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") return resolve("refused");
      if (!response.headersSent) {
        response.writeHead(502, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            errors: [{ status: "502", code: "BALANCER__BACKEND_FAILED", title: "Bad Gateway" }],
          }),
        );
      } else response.destroy();
      resolve("done");
    });
    outgoing.end(body);
  });
}
