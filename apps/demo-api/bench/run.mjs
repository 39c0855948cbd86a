// One autocannon scenario as the benchmarks report it: requests per second and latency percentiles from every
// response's own time (autocannon's histogram rounds to whole milliseconds), errors and answers by status.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) set every scenario.
import autocannon from "autocannon";

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Runs one scenario (autocannon options) and answers its figures. */
export async function run(name, options) {
  const times = [];
  const statuses = new Map();
  const instance = autocannon({ connections, duration, ...options });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const refused = [...statuses].reduce((sum, [status, count]) => sum + (status >= 400 ? count : 0), 0);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 0.5) * 10) / 10,
    p95: Math.round(percentile(times, 0.95) * 10) / 10,
    p99: Math.round(percentile(times, 0.99) * 10) / 10,
    total: times.length,
    errors: result.errors + result.timeouts,
    /** Errors, time-outs and answers with a 4xx or 5xx status. */
    failed: result.errors + result.timeouts + refused,
    statuses: Object.fromEntries(statuses),
  };
}
