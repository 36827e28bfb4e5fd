import { chromium } from "@playwright/test";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const args = (process.env.FLAGS ?? "").split(" ").filter(Boolean);
const b = await chromium.launch({ executablePath: chromiumPath(), args });
const sum = {};
for (let i = 0; i < 4; i++) for (const js of [true, false]) for (const p of ["/", "/kitchen-design-services", "/blog"]) {
  let t = Date.now(); const lap = (k) => { const n = Date.now(); if (i > 0) sum[k] = (sum[k] ?? 0) + n - t; t = n; };
  const ctx = await b.newContext({ javaScriptEnabled: js }); lap("ctx");
  const page = await ctx.newPage(); lap("page");
  await page.goto("http://127.0.0.1:3901" + p, { waitUntil: "commit" }); lap("commit");
  await page.waitForLoadState("load"); lap("load");
  await page.goto("http://127.0.0.1:3901/case-studies"); lap("second");
  await ctx.close(); lap("close");
}
await b.close();
console.log(JSON.stringify(process.env.FLAGS), Object.entries(sum).map(([k, v]) => `${k}=${Math.round(v / 18)}`).join(" "));
