// CPU time per request (server process, user + system) for each scenario of bench/load.mjs: a figure that a busy
// shared host moves far less than latency. BENCH_REQUESTS per scenario (default 3000) after 300 warm-up requests.
import { fork } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import autocannon from "autocannon";
import { cartAddScenario, listingScenario, productScenario } from "./run.mjs";

const amount = Number(process.env.BENCH_REQUESTS ?? 3000);
const only = process.env.BENCH_ONLY?.split(",");
const child = fork(new URL("./cpu-server.mjs", import.meta.url), {
  execArgv: process.env.SERVER_ARGS?.split(" ") ?? [],
});
const [{ port, categoryId, manufacturerIds }] = await once(child, "message");
const base = `http://127.0.0.1:${port}/store-api`;
const usage = async () => {
  child.send("usage");
  const [{ usage }] = await once(child, "message");
  return (usage.user + usage.system) / 1000;
};
const scenarios = {
  listing: listingScenario(base, { categoryId, manufacturerIds }),
  cart: await cartAddScenario(base),
  product: productScenario(base),
};
const hostLoad = os.loadavg().map((value) => value.toFixed(2));
console.log(`host load average ${hostLoad.join(" / ")} (1 / 5 / 15 min), ${os.cpus().length} cores`);
for (const [name, options] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  await autocannon({ connections: 50, amount: 300, ...options });
  const before = await usage();
  const started = performance.now();
  const result = await autocannon({ connections: 50, amount, ...options });
  const wall = performance.now() - started;
  const cpu = (await usage()) - before;
  console.log(
    `${name.padEnd(8)} ${(cpu / amount).toFixed(3)} ms CPU/request  ${Math.round(amount / (wall / 1000))} req/s  non-2xx ${result.non2xx}`,
  );
}
child.send("close");
await once(child, "exit");
