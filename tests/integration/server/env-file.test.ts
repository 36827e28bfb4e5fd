/**
 * `npm start` reads `.env` (here the file ENV_FILE names), and what the real
 * environment sets wins over the file, as a container's settings must.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-env-file-"));
const envFile = path.join(folder, "site.env");
fs.writeFileSync(envFile, "# as an owner writes it\nPUBLIC_URL=http://from-file.example\nLOG_LEVEL=warn\n");

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Starts `node scripts/start.js` and returns the home page's canonical link. */
async function canonicalWith(extra: Record<string, string>): Promise<string> {
  // As on a fresh machine: NODE_ENV empty (vitest sets "test"), no PUBLIC_URL unless the test sets one.
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: "", DATA_DIR: path.join(folder, "data"), PORT: "0", HOST: "127.0.0.1", SKIP_BUILD: "1", ENV_FILE: envFile };
  delete env.PUBLIC_URL;
  Object.assign(env, extra);
  const child = spawn(process.execPath, ["scripts/start.js"], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.on("exit", () => reject(new Error(`start.js exited: ${output}`)));
      const check = setInterval(() => {
        const found = /Serving on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
        if (found) {
          clearInterval(check);
          resolve(found);
        }
      }, 100);
    });
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  } finally {
    child.kill("SIGTERM");
  }
}

describe("the .env file", () => {
  it("sets what the environment leaves unset", async () => {
    expect(await canonicalWith({})).toBe("http://from-file.example/");
  }, 120_000);

  it("never overrides the real environment", async () => {
    expect(await canonicalWith({ PUBLIC_URL: "http://from-environment.example" })).toBe("http://from-environment.example/");
  }, 120_000);
});
