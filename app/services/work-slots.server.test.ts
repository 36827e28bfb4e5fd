import { describe, expect, it } from "vitest";
import { SlotsBusy, WorkSlots } from "./work-slots.server";

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
    const slots = new WorkSlots(1, 1_000, 400);
    const first = heldJob();
    const running = slots.run(first.job);
    const queued = [slots.run(async () => "second"), slots.run(async () => "third")]; // waits of 400 and 800 ms
    const started = Date.now();
    const refused = await slots.run(async () => "fourth").catch((e: unknown) => e); // would wait 1,200 ms
    expect(Date.now() - started).toBeLessThan(50);
    expect(refused).toBeInstanceOf(SlotsBusy);
    expect((refused as SlotsBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    first.finish();
    await running;
    expect(await Promise.all(queued)).toEqual(["second", "third"]);
  });

  it("gives up on a wait that outlasts maxWaitMs when jobs run longer than expected", async () => {
    const slots = new WorkSlots(1, 100, 10);
    const held = heldJob();
    const running = slots.run(held.job);
    const started = Date.now();
    await expect(slots.run(async () => "late")).rejects.toBeInstanceOf(SlotsBusy);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    held.finish();
    await running;
    expect(await slots.run(async () => "free again")).toBe("free again");
  });

  it("frees the slot when a job throws", async () => {
    const slots = new WorkSlots(1, 100, 10);
    await expect(slots.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => 1)).toBe(1);
  });
});
