#!/usr/bin/env node
/** `npm test`: type check, unit and integration tests, then browser tests on a fresh production build. */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [
  ["Type check", bin("tsc"), ["--noEmit"]],
  // Every package the running code imports is a production dependency (the image prunes the rest).
  ["Dependency check", bin("knip"), ["--production", "--strict", "--include", "unlisted,unresolved"]],
  // Built first: the server tests in tests/integration/server/ start the production server.
  ["Production build", bin("remix"), ["build"]],
  ["Unit and integration tests", bin("vitest"), ["run"]],
  ["Chromium", process.execPath, ["scripts/ensure-chromium.js"]],
  ["Browser tests", bin("playwright"), ["test"]],
];

const started = Date.now();
for (const [label, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${label}: ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
