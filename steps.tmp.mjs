import { chromium } from "@playwright/test";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const b = await chromium.launch({ executablePath: chromiumPath() });
for (const js of [true, false]) for (const p of ["/", "/kitchen-design-services", "/blog"]) {
  let t = Date.now(); const lap = () => { const n = Date.now(); const d = n - t; t = n; return d; };
  const ctx = await b.newContext({ javaScriptEnabled: js }); const a = lap();
  const page = await ctx.newPage(); const bb = lap();
  await page.goto("http://127.0.0.1:3901" + p, { waitUntil: "commit" }); const c = lap();
  await page.waitForLoadState("domcontentloaded"); const d = lap();
  await page.waitForLoadState("load"); const e = lap();
  await ctx.close(); const f = lap();
  console.log(js, p, { newContext: a, newPage: bb, commit: c, dcl: d, load: e, close: f });
}
await b.close();
