/**
 * A production server whose clock a test sets (tests/integration/clocks.test.ts
 * starts its own servers with the same preload): `Date` runs from an instant of the test's
 * choosing, time still running, and moves when `setClock` is called. For what
 * waits on days passing: the affiliates' refund window, monthly payouts.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer, type RunningServer } from "./server";

/**
 * Loaded before the server's own code: `Date` (new Date(), Date.now()) runs
 * from the instant in TEST_CLOCK_FILE, read again on SIGUSR2; each setting is
 * acknowledged on stdout with the tag written after the instant.
 */
export const CLOCK_PRELOAD = `
import fs from "node:fs";
const RealDate = Date;
let offset = 0;
function setClock() {
  const [at, tag = "start"] = fs.readFileSync(process.env.TEST_CLOCK_FILE, "utf8").trim().split(" ");
  const target = RealDate.parse(at);
  if (Number.isNaN(target)) throw new Error("test clock: not an instant: " + at);
  offset = target - RealDate.now();
  console.log("test clock: " + new RealDate(target).toISOString() + " (" + tag + ")");
}
setClock();
class TestDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
  static [Symbol.hasInstance](value) {
    return value instanceof RealDate;
  }
}
globalThis.Date = new Proxy(TestDate, { apply: () => new TestDate().toString() });
process.on("SIGUSR2", setClock);
`;

export type ClockedServer = RunningServer & { setClock: (iso: string) => Promise<void> };

/** The production server (seeded when asked) with its clock at `iso`, and no page cache: a page kept from another instant would hide the clock. */
export async function startServerAt(iso: string, options: { env?: Record<string, string>; seed?: boolean } = {}): Promise<ClockedServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-clock-"));
  const preload = path.join(work, "clock.mjs");
  fs.writeFileSync(preload, CLOCK_PRELOAD);
  const clockFile = path.join(work, "clock.txt");
  fs.writeFileSync(clockFile, iso);
  const server = await startServer({
    seed: options.seed,
    env: { NODE_OPTIONS: `--import=${pathToFileURL(preload).href}`, TEST_CLOCK_FILE: clockFile, PAGE_CACHE_MB: "0", ...options.env },
  });
  if (!server.output().includes(`test clock: ${new Date(iso).toISOString()} (start)`)) throw new Error(`the server's clock was not set: ${server.output()}`);
  return Object.assign(server, {
    setClock: async (at: string) => {
      const tag = randomUUID();
      fs.writeFileSync(clockFile, `${at} ${tag}`);
      server.process.kill("SIGUSR2");
      await server.waitForOutput(`test clock: ${new Date(at).toISOString()} (${tag})`);
    },
  });
}
