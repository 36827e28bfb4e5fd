/**
 * At most `size` expensive jobs (password hashes) at once. A caller that would
 * wait longer than `maxWaitMs` for a slot is refused at once (SlotsBusy), so a
 * flood of sign-in posts costs almost nothing and never builds a queue that
 * starves everyone else.
 */
export class SlotsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too busy to run this now.");
  }
}

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

export class WorkSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of a job's duration: how long a place in the queue costs. */
  private averageMs: number;

  constructor(
    readonly size: number,
    readonly maxWaitMs: number,
    expectedJobMs = 250,
  ) {
    this.averageMs = expectedJobMs;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await this.waitForSlot();
    else this.running++;
    const started = Date.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - started);
      this.release();
    }
  }

  /** What a new caller would wait, judged from the queue ahead of it. */
  expectedWaitMs(): number {
    if (this.running < this.size) return 0;
    return Math.ceil((this.waiting.length + 1) / this.size) * this.averageMs;
  }

  private waitForSlot(): Promise<void> {
    const retryAfter = Math.max(1, Math.ceil(this.maxWaitMs / 1000));
    if (this.expectedWaitMs() > this.maxWaitMs) return Promise.reject(new SlotsBusy(retryAfter));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        // The estimate was wrong (jobs ran long): give up rather than wait on.
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new SlotsBusy(retryAfter));
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot straight to the next waiter, or frees it. */
  private release() {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }
}
