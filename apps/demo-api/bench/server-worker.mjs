// The demo API for bench/load.mjs, in a worker thread of the same process: the server gets its own event loop, so
// the load generator in the main thread does not sit in the measured latency.
import { parentPort } from "node:worker_threads";
import { startBenchServer } from "./serve.mjs";

const { api, server, target } = await startBenchServer();
parentPort.postMessage(target);
parentPort.on("message", async (message) => {
  if (message === "close") {
    server.close();
    await api.close();
    parentPort.postMessage("closed");
  }
});
