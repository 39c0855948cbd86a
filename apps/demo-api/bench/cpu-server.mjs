// Server half of bench/cpu.mjs: the demo API in its own process, answering its CPU time when asked.
import { startBenchServer } from "./serve.mjs";

const { api, server, target } = await startBenchServer();
process.send(target);
process.on("message", async (message) => {
  if (message === "usage") process.send({ usage: process.cpuUsage() });
  if (message === "close") {
    server.close();
    await api.close();
    process.exit(0);
  }
});
