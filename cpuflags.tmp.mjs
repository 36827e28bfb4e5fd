import { chromium } from "@playwright/test";
import { chromiumPath } from "/work/main/tests/support/chromium.js";
const args = (process.env.FLAGS ?? "").split(" ").filter(Boolean);
const b = await chromium.launch({ executablePath: chromiumPath(), args });
const t0 = Date.now();
for (let i = 0; i < 3; i++) for (const js of [true, false]) for (const p of ["/", "/kitchen-design-services", "/prompt-vault", "/blog", "/microfest-case-study"]) {
  const ctx = await b.newContext({ javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto("http://127.0.0.1:3901" + p);
  await page.getByRole("heading", { level: 1 }).first().textContent();
  await page.waitForTimeout(500);
  await ctx.close();
}
await b.close();
console.error("wall", Date.now() - t0);
