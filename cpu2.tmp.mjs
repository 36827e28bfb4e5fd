import { chromium } from "@playwright/test";
import fs from "node:fs";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const args = (process.env.FLAGS ?? "").split(" ").filter(Boolean);
const b = await chromium.launch({ executablePath: chromiumPath(), args });
function chromeCpu() {
  let total = 0; const byType = {};
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmd.includes("chromium")) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      const t = (+stat[11] + +stat[12] + +stat[13] + +stat[14]) / 100;
      const type = (cmd.match(/--type=([a-z-]+)/) ?? [, "browser"])[1];
      byType[type] = (byType[type] ?? 0) + t; total += t;
    } catch {}
  }
  return { total, byType };
}
const t0 = Date.now();
for (let i = 0; i < 2; i++) for (const js of [true, false]) for (const p of (process.env.PAGES ?? "/,/kitchen-design-services,/prompt-vault,/blog,/microfest-case-study").split(",")) {
  const ctx = await b.newContext({ javaScriptEnabled: js });
  const page = await ctx.newPage();
  if (p !== "none") await page.goto("http://127.0.0.1:3901" + p);
  
  if (!process.env.ONE) await page.goto("http://127.0.0.1:3901/case-studies");
  await page.waitForTimeout(1000);
  await ctx.close();
}
const c = chromeCpu();
console.log(JSON.stringify(process.env.FLAGS ?? ""), "wall", Date.now() - t0, "cpu", c.total.toFixed(1), JSON.stringify(Object.fromEntries(Object.entries(c.byType).map(([k, v]) => [k, +v.toFixed(1)]))));
await b.close();
