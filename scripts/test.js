#!/usr/bin/env node
/** `npm test`: type check, unit and integration tests, then browser tests on a fresh production build. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nodeVersionProblem } from "./node-version.js";

const wrongNode = nodeVersionProblem(process.versions.node);
if (wrongNode) {
  console.error(wrongNode);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// Not in test-results/, which Playwright empties when it starts: the report stays for a look afterwards.
const VITEST_REPORT = path.join(root, ".vitest", "report.json");
const steps = [
  // package.json and the lock agree (npm ci would refuse them otherwise: the image installs with it).
  ["Lock file check", "npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"]],
  ["Type check", bin("tsc"), ["--noEmit"]],
  // Every package the running code imports is a production dependency (the image prunes the rest).
  ["Dependency check", bin("knip"), ["--production", "--strict", "--include", "unlisted,unresolved"]],
  // Built first: the server tests in tests/integration/server/ start the production server.
  ["Production build", "npm", ["run", "build"]],
  ["Unit and integration tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`]],
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
  if (command === bin("vitest")) printSlowestFiles();
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

/** The ten slowest test files of the Vitest run (Playwright prints its own: reportSlowTests). */
function printSlowestFiles() {
  if (!fs.existsSync(VITEST_REPORT)) return;
  const { testResults } = JSON.parse(fs.readFileSync(VITEST_REPORT, "utf8"));
  const files = testResults.map((file) => [file.endTime - file.startTime, path.relative(root, file.name)]).sort((a, b) => b[0] - a[0]);
  console.log("Slowest test files:");
  for (const [ms, name] of files.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
