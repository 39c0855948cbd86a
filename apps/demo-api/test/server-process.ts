/** Starts src/server.ts as a real child process (tsx) on a free port, for crash and shutdown tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A running demo-api server process. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server on port 0 … (a free port it reports on stdout) with its data in dataDir, or where env says
 * (DATABASE_URL: a PostgreSQL server).
 */
export async function startServer(
  dataDir: string | undefined,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      ...(dataDir ? { DEMO_API_DATA_DIR: dataDir } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Store API on (http:\/\/[^\s]+\/store-api)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${output}`)));
  });
  return { child, base, output: () => output, exited };
}
