import { chromium } from "@playwright/test";
import fs from "node:fs";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const b = await chromium.launch({ executablePath: chromiumPath() });
const p = process.argv[2] ?? "/kitchen-design-services";
for (let i = 0; i < 2; i++) {
  const ctx = await b.newContext();
  const page = await ctx.newPage();
  if (i === 1) await b.startTracing(page, { path: "/tmp/trace.json", categories: ["devtools.timeline", "v8", "v8.execute", "disabled-by-default-devtools.timeline", "blink"] });
  await page.goto("http://127.0.0.1:3901" + p);
  await page.waitForTimeout(1500);
  if (i === 1) await b.stopTracing();
  await ctx.close();
}
await b.close();
const { traceEvents } = JSON.parse(fs.readFileSync("/tmp/trace.json", "utf8"));
const sums = {};
// top-level tasks on renderer main thread
const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
const evs = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
for (const e of evs) sums[e.name] = (sums[e.name] ?? 0) + (e.dur ?? 0) / 1000;
const tasks = evs.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").filter((e) => e.dur > 20000).map((e) => Math.round(e.dur / 1000));
console.log("long tasks (ms):", tasks.join(", "));
console.log(Object.entries(sums).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`).join("\n"));
