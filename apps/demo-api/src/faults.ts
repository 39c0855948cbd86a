import type { MiddlewareHandler } from "hono";

/** The faults the demo backend can inject. */
export type FaultKind = "latency" | "5xx" | "malformed" | "drop";

/** All fault kinds, in the order the spec lists them. */
export const FAULT_KINDS: readonly FaultKind[] = ["latency", "5xx", "malformed", "drop"];

/** Fault injection settings (from DEMO_API_FAULTS or createDemoApi options). */
export interface FaultOptions {
  /** Share of requests that get a fault, 0 … 1. */
  rate: number;
  /** Added delay in milliseconds for the latency fault. */
  latencyMs: number;
  /** The faults to choose from (evenly) for a faulty request. */
  kinds: FaultKind[];
  /** Seed of the pseudo-random sequence: the same seed gives the same faults for the same request order. */
  seed?: number;
  /** Let a request force a fault with the header `x-vitrine-fault: <kind>` (for targeted resilience tests). */
  allowHeader?: boolean;
  /** Requests whose path matches are never faulted (default: none). */
  exclude?: RegExp;
}

/** Request header that forces one fault kind on a request when fault injection is on. */
export const FAULT_HEADER = "x-vitrine-fault";

function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

/**
 * Parses a DEMO_API_FAULTS value such as "rate=0.2,latency=300,kinds=latency|5xx|malformed|drop,seed=7".
 * Returns null when the value is empty, "0" or "off". Throws on unknown keys or kinds so a typo is not silent.
 */
export function parseFaultSpec(spec: string | undefined | null): FaultOptions | null {
  const text = spec?.trim();
  if (!text || text === "0" || text === "off" || text === "false") return null;
  const options: FaultOptions = { rate: 0.1, latencyMs: 500, kinds: [...FAULT_KINDS], allowHeader: true };
  for (const part of text.split(",")) {
    const [rawKey, rawValue = ""] = part.split("=", 2).map((piece) => piece.trim());
    switch (rawKey) {
      case "rate": {
        const rate = Number(rawValue);
        if (!Number.isFinite(rate) || rate < 0 || rate > 1)
          throw new Error(`DEMO_API_FAULTS: rate must be 0…1, got ${rawValue}`);
        options.rate = rate;
        break;
      }
      case "latency": {
        const latency = Number(rawValue);
        if (!Number.isFinite(latency) || latency < 0)
          throw new Error(`DEMO_API_FAULTS: latency must be ≥ 0 ms, got ${rawValue}`);
        options.latencyMs = latency;
        break;
      }
      case "kinds": {
        const kinds = rawValue.split("|").filter(Boolean);
        const unknown = kinds.filter((kind) => !isFaultKind(kind));
        if (unknown.length || kinds.length === 0) {
          throw new Error(
            `DEMO_API_FAULTS: unknown kinds ${unknown.join(", ")} (known: ${FAULT_KINDS.join("|")})`,
          );
        }
        options.kinds = kinds as FaultKind[];
        break;
      }
      case "seed":
        options.seed = Number(rawValue) >>> 0;
        break;
      case "header":
        options.allowHeader = rawValue !== "0" && rawValue !== "off";
        break;
      default:
        throw new Error(
          `DEMO_API_FAULTS: unknown key "${rawKey}" (known: rate, latency, kinds, seed, header)`,
        );
    }
  }
  return options;
}

/** Fault options from the environment variable DEMO_API_FAULTS, or null when it is unset. */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): FaultOptions | null {
  return parseFaultSpec(env.DEMO_API_FAULTS);
}

/** mulberry32: a small seeded PRNG, good enough to pick faults reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface NodeBindings {
  incoming?: { socket?: { destroy: (error?: Error) => void } };
}

/** A response whose body stream fails at once: the client sees the connection end without a complete answer. */
function droppedResponse(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.error(new Error("connection dropped by fault injection"));
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
}

/** The Store API error body of an injected 5xx. */
export function injectedServerErrorBody(status: number) {
  return {
    errors: [
      {
        status: String(status),
        code: "VITRINE__FAULT_INJECTED",
        title: status === 503 ? "Service Unavailable" : "Internal Server Error",
        detail: "This error was injected by the demo backend's fault injection (DEMO_API_FAULTS).",
      },
    ],
  };
}

/**
 * Hono middleware that injects faults into a share of requests: latency (the request is delayed, then served),
 * 5xx (a Store API error body with status 500 or 503), malformed (the real answer cut in half, so it is not
 * valid JSON) and drop (the socket is destroyed; off Node, the body stream errors).
 */
export function faultInjection(options: FaultOptions): MiddlewareHandler {
  const random = seededRandom(options.seed ?? Date.now());
  const kinds = options.kinds.length ? options.kinds : [...FAULT_KINDS];
  return async (c, next) => {
    if (options.exclude?.test(c.req.path) || c.req.method === "OPTIONS") return next();
    const forced = options.allowHeader ? c.req.header(FAULT_HEADER) : undefined;
    let kind: FaultKind | undefined;
    if (forced && isFaultKind(forced)) kind = forced;
    else if (random() < options.rate) kind = kinds[Math.floor(random() * kinds.length)] ?? kinds[0];
    if (!kind) return next();
    c.header("x-vitrine-fault-injected", kind);
    switch (kind) {
      case "latency":
        await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        return next();
      case "5xx": {
        const status = random() < 0.5 ? 500 : 503;
        return c.json(injectedServerErrorBody(status), status);
      }
      case "malformed": {
        await next();
        const status = c.res.status;
        const text = await c.res.text();
        const cut = text.length > 2 ? text.slice(0, Math.floor(text.length / 2)) : "{";
        const headers = new Headers(c.res.headers);
        headers.set("content-type", "application/json");
        headers.delete("content-length");
        // The handler ran: a write (POST, PATCH, DELETE) was applied. Say so, so a client knows to re-read state
        // (or to retry with the same idempotency key, which answers the first result without applying it again).
        headers.set(
          "x-vitrine-fault-applied",
          c.req.method === "GET" || c.req.method === "HEAD" ? "false" : "true",
        );
        // Clear first: assigning over an existing response would copy its (now wrong) content-length.
        c.res = undefined;
        c.res = new Response(`${cut}\u0000`, { status, headers });
        return;
      }
      case "drop": {
        const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
        if (socket) {
          socket.destroy();
          // Nothing reaches the client any more; an empty answer lets the server finish quietly.
          return new Response(null, { status: 204 });
        }
        return droppedResponse();
      }
    }
  };
}
