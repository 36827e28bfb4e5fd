import { describe, expect, it, vi } from "vitest";
import { SlotsBusy, WorkSlots } from "./work-slots.server";

/** Lets every pending promise callback run (no timer fires meanwhile). */
async function microtasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Whether `promise` has settled yet, and with what, read without awaiting it. */
function outcome(promise: Promise<unknown>) {
  const state: { settled: boolean; value?: unknown; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

/** A job that runs until `finish()` is called. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe("WorkSlots", () => {
  it("runs at most `size` jobs at once and starts the next when one ends", async () => {
    const slots = new WorkSlots(2, 5_000, 100);
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
    };
    await Promise.all(Array.from({ length: 6 }, () => slots.run(job)));
    expect(most).toBe(2);
  });

  it("refuses at once, with a Retry-After, a caller that would wait longer than maxWaitMs", async () => {
    // "At once" without a clock: timers are fake and never advanced, so the refusal can come
    // only from the call itself (a queued caller waits on a timer or a slot), and it leaves
    // no timer behind (it was never queued).
    vi.useFakeTimers();
    try {
      const slots = new WorkSlots(1, 1_000, 400);
      const first = heldJob();
      const running = slots.run(first.job);
      const queued = [slots.run(async () => "second"), slots.run(async () => "third")]; // waits of 400 and 800 ms
      expect(vi.getTimerCount()).toBe(2);
      const fourth = outcome(slots.run(async () => "fourth")); // would wait 1,200 ms
      await microtasks();
      expect(fourth.settled).toBe(true);
      expect(fourth.error).toBeInstanceOf(SlotsBusy);
      expect((fourth.error as SlotsBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(vi.getTimerCount()).toBe(2);
      first.finish();
      await running;
      expect(await Promise.all(queued)).toEqual(["second", "third"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up on a wait that outlasts maxWaitMs when jobs run longer than expected", async () => {
    vi.useFakeTimers();
    try {
      const slots = new WorkSlots(1, 100, 10);
      const held = heldJob();
      const running = slots.run(held.job);
      const late = outcome(slots.run(async () => "late"));
      await vi.advanceTimersByTimeAsync(99);
      expect(late.settled).toBe(false); // still waiting for the slot
      await vi.advanceTimersByTimeAsync(1);
      expect(late.settled).toBe(true);
      expect(late.error).toBeInstanceOf(SlotsBusy);
      held.finish();
      await running;
      expect(await slots.run(async () => "free again")).toBe("free again");
    } finally {
      vi.useRealTimers();
    }
  });

  it("frees the slot when a job throws", async () => {
    const slots = new WorkSlots(1, 100, 10);
    await expect(slots.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => 1)).toBe(1);
  });
});
