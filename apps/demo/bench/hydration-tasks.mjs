#!/usr/bin/env node
// The main thread after hydration (issue 45, item 4): loads home, category, product, search and confirm of the BUILT
// demo in Chromium at a phone's viewport with the CPU slowed down 4x (DevTools' `Emulation.setCPUThrottlingRate`, as
// Lighthouse's mobile profile does), records the page's main-thread tasks (a DevTools trace: every task, also the
// ones under the 50 ms a `longtask` observer reports), and prints per page the longest task from the end of
// hydration on (the task that runs the effects, which sets `html[data-hydrated]`, and every task after it until the
// page is idle), next to the longest task of the whole load (hydration itself) for comparison. Exits 1 when a page's
// longest task after hydration reaches the budget (50 ms). Not part of the test command.
//   node bench/hydration-tasks.mjs [page ...]     RUNS=3 (median per page), RATE=4, VERBOSE=1 lists the tasks
//   BASE_URL=http://localhost:3000 node bench/hydration-tasks.mjs   measures a demo that is already running
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../config/chromium.mjs";
import { benchPages, shopperState } from "../scripts/sample-pages.mjs";
import { hostLoad, startDemo } from "./demo-server.mjs";

const BUDGET_MS = 50;
const RATE = Number(process.env.RATE ?? 4);
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = ["home", "category", "product", "search", "confirm"];
const VIEWPORT = { width: 412, height: 823 };
const HYDRATED_MARK = "vitrine:hydrated";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Marks the moment hydration's effects set `html[data-hydrated]` (a user-timing mark, so it is in the trace). */
function markHydrated(mark) {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    performance.mark(mark);
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

/** Resolves once the main thread has been idle for three idle periods of ≥ 45 ms in a row (nothing left to run). */
function quiet() {
  return new Promise((resolve) => {
    let idle = 0;
    const check = (deadline) => {
      idle = deadline.timeRemaining() >= 45 ? idle + 1 : 0;
      if (idle >= 3) resolve();
      else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

/** The renderer main thread's tasks (ms) from a trace, and the time of the hydrated mark (trace µs). */
function tasksOf(trace) {
  const events = JSON.parse(trace.toString("utf8")).traceEvents;
  const mark = events.find((event) => event.name === HYDRATED_MARK);
  if (!mark) throw new Error(`the trace has no "${HYDRATED_MARK}" mark: did the page hydrate?`);
  const tasks = events
    .filter(
      (event) =>
        event.name === "RunTask" && event.ph === "X" && event.pid === mark.pid && event.tid === mark.tid,
    )
    // `ms` the task's wall time; `cpu` its main thread's CPU time (the trace's `tdur`), which a busy host moves far less.
    .map((event) => ({
      start: event.ts,
      end: event.ts + (event.dur ?? 0),
      ms: (event.dur ?? 0) / 1000,
      cpu: (event.tdur ?? event.dur ?? 0) / 1000,
    }));
  // What a task ran (VERBOSE): its top-level script calls, timers, idle callbacks, parsing and compiling.
  const inside = events.filter(
    (event) =>
      event.ph === "X" && event.pid === mark.pid && event.tid === mark.tid && event.name !== "RunTask",
  );
  for (const task of tasks)
    task.what = () =>
      inside
        .filter((event) => event.ts >= task.start && event.ts < task.end && (event.dur ?? 0) >= 2000)
        .slice(0, 8)
        .map((event) => {
          const data = event.args?.data ?? {};
          const where = data.url ? ` ${data.url.split("/").pop()}:${data.lineNumber ?? ""}` : "";
          return `${event.name}${data.functionName ? ` ${data.functionName}` : ""}${where} ${(event.dur / 1000).toFixed(0)}`;
        })
        .join(", ");
  return { tasks, hydratedAt: mark.ts };
}

async function measure(browser, url, storageState) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  await context.addInitScript(markHydrated, HYDRATED_MARK);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
  });
  let trace;
  try {
    const answer = await page.goto(url);
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    await page.evaluate(quiet);
  } finally {
    trace = await browser.stopTracing();
    await context.close();
  }
  const { tasks, hydratedAt } = tasksOf(trace);
  // The task that sets the marker (the effects after hydration's commit) ends after the mark; so does every later one.
  const after = tasks.filter((task) => task.end >= hydratedAt);
  const longest = (list, key = "ms") => list.reduce((max, task) => Math.max(max, task[key]), 0);
  if (process.env.VERBOSE)
    for (const task of tasks.filter((task) => task.ms >= 10))
      console.log(
        `    ${((task.start - hydratedAt) / 1000).toFixed(0).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms${task.end >= hydratedAt ? "  (after hydration)" : ""}  ${task.what()}`,
      );
  return {
    after: longest(after),
    afterCpu: longest(after, "cpu"),
    whole: longest(tasks),
    count: after.filter((task) => task.ms >= BUDGET_MS).length,
  };
}

console.log(hostLoad());
const { base, stop } = await startDemo();
let failed = false;
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const { pages, signedIn } = await benchPages(base);
  const state = await shopperState(browser, base);
  const only = process.argv.slice(2);
  const rows = [];
  for (const name of PAGES) {
    if (only.length && !only.includes(name)) continue;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      if (process.env.VERBOSE)
        console.log(`${name} run ${run + 1}: tasks ≥ 10 ms (start from the hydrated mark)`);
      runs.push(await measure(browser, base + pages[name], signedIn.has(name) ? state : undefined));
    }
    const after = median(runs.map((run) => run.after));
    const over = after >= BUDGET_MS;
    failed ||= over;
    rows.push({
      page: name,
      "longest after hydration, ms": Number(after.toFixed(1)),
      runs: runs.map((run) => run.after.toFixed(0)).join(" / "),
      "of it CPU, ms": Number(median(runs.map((run) => run.afterCpu)).toFixed(1)),
      "longest of the load, ms": Number(median(runs.map((run) => run.whole)).toFixed(1)),
      budget: `< ${BUDGET_MS} ${over ? "✗" : "✓"}`,
    });
  }
  await browser.close();
  console.log(
    `\nMain-thread tasks at ${RATE}x CPU slowdown, phone viewport, median of ${RUNS} runs, ${base}`,
  );
  console.table(rows);
  console.log(hostLoad().replace("before the run", "after the run"));
} finally {
  stop();
}
if (failed) {
  console.error(`\n✖ a page's longest task after hydration is ${BUDGET_MS} ms or more (issue 45, item 4)`);
  process.exit(1);
}
