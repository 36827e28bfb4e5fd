import { chromium } from "@playwright/test";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const b = await chromium.launch({ executablePath: chromiumPath() });
const pages = process.argv.slice(2);
for (const js of [true, false]) for (const p of pages) {
  const agg = {};
  for (let i = 0; i < 4; i++) {
    const ctx = await b.newContext({ javaScriptEnabled: js });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Performance.enable");
    const t0 = Date.now();
    await page.goto("http://127.0.0.1:3901" + p, { waitUntil: "load" });
    if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || true);
    await page.waitForTimeout(300);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    if (i > 0) for (const k of ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "Nodes", "JSHeapUsedSize"]) agg[k] = (agg[k] ?? 0) + m[k] / 3;
    agg.wall = (agg.wall ?? 0) + (i > 0 ? (Date.now() - t0) / 3 : 0);
    await ctx.close();
  }
  console.log(js ? "js  " : "nojs", p.padEnd(30), Object.entries(agg).map(([k, v]) => `${k}=${k.includes("Duration") ? Math.round(v * 1000) + "ms" : k === "JSHeapUsedSize" ? Math.round(v / 1e6) + "MB" : Math.round(v)}`).join(" "));
}
await b.close();
