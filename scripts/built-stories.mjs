#!/usr/bin/env node
// The stories as a designer sees them: every story of the *built* Storybook (production React, minified code, the
// static media) opened in headless Chromium at a desktop and a phone viewport, its play function and axe check run
// by Storybook itself, and every Docs page rendered. `pnpm test:stories` runs the same stories from source in
// vitest's frame (414 px wide); this pass catches what only the build or a wide window shows.
//
//   node scripts/built-stories.mjs [storybook-static] [--filter=<story id part>] [--viewport=desktop|phone]
//                                  [--screenshots=<dir>] [--first] (first story of each component) [--verbose]
//
// A story fails when Storybook reports it failed (play function, render, unhandled error or axe), when it does not
// finish within STORY_TIMEOUT, or when it loads an image, font, script or stylesheet from another host (stories
// use local media only). Writes reports/stories-built.json (vitest's counters) for the test command's total.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../config/chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const dir = path.resolve(root, args.find((arg) => !arg.startsWith("--")) ?? "storybook-static");
const filter = option("filter");
const screenshots = option("screenshots");
const STORY_TIMEOUT = 30_000;

/** Viewports of the pass: the stories' frame in vitest is 414 px wide, so the desktop one is where gaps hide. */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
};
// --viewport=desktop, --viewport=phone or a size such as --viewport=1400x660 (a story's frame in Storybook's UI).
const viewports = option("viewport") ? [option("viewport")] : Object.keys(VIEWPORTS);
for (const name of viewports) {
  const [width, height] = name.split("x").map(Number);
  if (!VIEWPORTS[name] && width && height) VIEWPORTS[name] = { width, height };
}

if (!existsSync(path.join(dir, "index.json"))) {
  console.error(
    `✖ no built Storybook in ${dir}: run \`storybook build -o ${path.relative(root, dir)}\` first`,
  );
  process.exit(2);
}

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** A static file server for the build on a free port. */
function serve() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(dir, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

// Installed before the page's scripts: collects what Storybook's preview announces on its channel.
const recordChannel = () => {
  const events = [];
  window.__vitrineStoryEvents = events;
  let channel;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const name of [
        "storyFinished",
        "playFunctionThrewException",
        "storyThrewException",
        "storyErrored",
      ])
        value.on(name, (payload) => events.push({ name, payload }));
      value.on("docsRendered", (id) => events.push({ name: "docsRendered", payload: id }));
      value.on("storyMissing", (id) =>
        events.push({ name: "storyErrored", payload: { title: `missing ${id}` } }),
      );
    },
  });
};

const describeError = (event) =>
  event.payload?.message ??
  event.payload?.title ??
  event.payload?.description ??
  JSON.stringify(event.payload);

/**
 * Shows one entry (a story or a Docs page) and waits for Storybook's verdict. The first entry of a component loads
 * the page; the next ones are switched to through Storybook's channel, as its manager does (each story still
 * mounts afresh and the preview's beforeEach clears cookies and storage).
 */
async function runEntry(page, base, entry, switchTo) {
  const outside = [];
  const onRequest = (request) => {
    const url = new URL(request.url());
    const kind = request.resourceType();
    if (url.origin !== base && ["image", "media", "font", "script", "stylesheet"].includes(kind))
      outside.push(`${kind} ${request.url().slice(0, 120)}`);
  };
  page.on("request", onRequest);
  const viewMode = entry.type === "docs" ? "docs" : "story";
  try {
    if (switchTo)
      await page.evaluate(
        ({ storyId, viewMode }) => {
          window.__vitrineStoryEvents.length = 0;
          window.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", { storyId, viewMode });
        },
        { storyId: entry.id, viewMode },
      );
    else await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${viewMode}`);
    const done = entry.type === "docs" ? "docsRendered" : "storyFinished";
    const handle = await page.waitForFunction(
      ({ names, id }) =>
        window.__vitrineStoryEvents?.find(
          (event) =>
            names.includes(event.name) && (event.name !== "storyFinished" || event.payload.storyId === id),
        ),
      { names: [done, "storyErrored", "storyThrewException"], id: entry.id },
      { timeout: STORY_TIMEOUT, polling: 50 },
    );
    const verdict = await handle.jsonValue();
    const events = await page.evaluate(() => window.__vitrineStoryEvents);
    const errors = [];
    if (verdict.name !== done) errors.push(describeError(verdict));
    if (verdict.name === "storyFinished" && verdict.payload.status !== "success") {
      const thrown = events.filter((event) => event.name === "playFunctionThrewException");
      errors.push(...thrown.map(describeError));
      for (const report of verdict.payload.reporters ?? [])
        if (report.status === "failed")
          errors.push(
            `${report.type}: ${(report.result?.violations ?? []).map((violation) => violation.id).join(", ") || "failed"}`,
          );
      if (errors.length === 0) errors.push("an unhandled error while the story played");
    }
    if (outside.length > 0) errors.push(`loads from another host: ${outside.join("; ")}`);
    return errors;
  } catch (error) {
    return [`did not finish within ${STORY_TIMEOUT / 1000} s (${String(error.message).split("\n")[0]})`];
  } finally {
    page.off("request", onRequest);
  }
}

/** `promise`, or `fallback` after `ms` (a page whose renderer hangs answers no call, not even a timed one). */
const within = (promise, ms, fallback) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/** Runs an entry with a hard limit over everything it does to the page. */
const check = (page, base, entry, switchTo) =>
  within(runEntry(page, base, entry, switchTo), STORY_TIMEOUT + 10_000, [
    `the page stopped answering within ${(STORY_TIMEOUT + 10_000) / 1000} s`,
  ]);

/** Closes a page, without waiting on one that hangs. */
const closePage = (page) =>
  within(
    page?.close().catch(() => {}),
    5_000,
  );

const index = JSON.parse(readFileSync(path.join(dir, "index.json"), "utf8"));
const firstOnly = args.includes("--first");
const seen = new Set();
const entries = Object.values(index.entries).filter((entry) => {
  if (filter && !entry.id.includes(filter)) return false;
  if (!firstOnly) return entry.type === "story" || entry.type === "docs";
  // --first: the first story of each component only (a quick look, with --screenshots).
  if (entry.type !== "story" || seen.has(entry.title)) return false;
  seen.add(entry.title);
  return true;
});

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const started = Date.now();
const failures = [];
let passed = 0;
for (const viewportName of viewports) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewportName], deviceScaleFactor: 1 });
  await context.addInitScript(recordChannel);
  // Nothing leaves the machine: outside hosts (a video player's frame) are answered with an error.
  await context.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  // Docs pages do not depend on the window's width: one pass renders them.
  const pass = entries.filter((entry) => entry.type === "story" || viewportName === viewports[0]);
  let page;
  let component;
  const shot = new Set();
  for (const entry of pass) {
    // A fresh page per component (as vitest runs a story file), and after a failure: nothing of another
    // component's stories is left over.
    const fresh = !page || entry.title !== component;
    if (fresh) {
      await closePage(page);
      page = await context.newPage();
      component = entry.title;
    }
    if (args.includes("--verbose")) console.log("→", entry.id);
    let errors = await check(page, base, entry, !fresh);
    if (!fresh && errors.length > 0) {
      // A story switched to in a page another story used (which may have followed a link or gone back in the
      // history) gets its verdict on a page of its own, as a designer opening it.
      await closePage(page);
      page = await context.newPage();
      errors = await check(page, base, entry, false);
    }
    if (errors.length > 0) {
      await closePage(page);
      page = undefined;
    }
    if (screenshots && entry.type === "story" && !shot.has(entry.title)) {
      shot.add(entry.title);
      mkdirSync(screenshots, { recursive: true });
      await page?.screenshot({
        path: path.join(screenshots, `${entry.id}-${viewportName}.png`),
        fullPage: true,
      });
    }
    const done = passed + failures.length + 1;
    if (done % 50 === 0) console.log(`… ${done} checked (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const name = `${viewportName} ${entry.title} › ${entry.name}`;
    if (errors.length === 0) passed++;
    else {
      failures.push({ name, id: entry.id, errors });
      console.log(`✖ ${name}\n    ${errors.join("\n    ")}`);
    }
  }
  await closePage(page);
  await within(context.close(), 10_000);
}
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\nbuilt Storybook (${viewports.join(", ")}): ${passed} passed, ${failures.length} failed in ${seconds} s`,
);
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(
  path.join(root, "reports", "stories-built.json"),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length, failures }, null, 2),
);
process.exit(failures.length > 0 ? 1 : 0);
