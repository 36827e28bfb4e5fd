// Playwright's web server: a fresh data folder each run, then the same start-up as `npm start`.
import fs from "node:fs";
import path from "node:path";

fs.rmSync(path.resolve(process.env.DATA_DIR ?? ".e2e/data"), { recursive: true, force: true });
await import("../../scripts/start.js");
