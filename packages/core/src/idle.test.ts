import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle: storage and cookie reads in idle time, not in hydration's task", () => {
  it("runs the task when the browser is idle, not in the task that asked for it", async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push("idle"));
    ran.push("current task");
    expect(ran).toEqual(["current task"]);
    await vi.waitFor(() => expect(ran).toEqual(["current task", "idle"]));
  });

  it("asks the browser for an idle callback with a timeout, so the task runs even on a busy page", () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options?: { timeout: number }) => 7);
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    whenIdle(() => {}, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  it("runs in a task of its own where the browser has no idle callbacks (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a task that was cancelled (an effect cleaned up before the browser was idle)", () => {
    vi.useFakeTimers();
    for (const idle of [true, false]) {
      if (!idle) vi.stubGlobal("requestIdleCallback", undefined);
      const task = vi.fn();
      whenIdle(task)();
      vi.advanceTimersByTime(5_000);
      expect(task).not.toHaveBeenCalled();
    }
  });
});
