/**
 * One Node line, declared in .nvmrc: package.json's engines, the Dockerfile's
 * base images and the script that makes the base image locally name the same
 * major, and `npm test` refuses any other with one line saying how to get it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { nodeVersionProblem, supportedNodeMajor } from "../../scripts/node-version.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

it("engines, the Dockerfile and the base-image script use the Node major .nvmrc declares, a supported LTS line", () => {
  const declared = supportedNodeMajor();
  expect(declared).toMatch(/^(22|24)$/);
  expect(JSON.parse(read("package.json")).engines.node).toBe(`${declared}.x`);
  const bases = [...read("Dockerfile").matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
  expect(bases.length).toBeGreaterThan(0);
  expect(new Set(bases)).toEqual(new Set([declared]));
  expect(/^NODE_VERSION=\$\{NODE_VERSION:-(\d+)\}/m.exec(read("scripts/node-base-image.sh"))?.[1]).toBe(declared);
  expect(/^IMAGE=docker\.io\/library\/node:(\d+)-/m.exec(read("scripts/node-base-image.sh"))?.[1]).toBe(declared);
});

it("the tests run on the declared Node, and any other major gets one line naming the right one and how to get it", () => {
  const declared = supportedNodeMajor();
  expect(process.versions.node.split(".")[0]).toBe(declared);
  expect(nodeVersionProblem(`${declared}.1.0`)).toBeNull();
  for (const other of ["20.20.2", "23.0.0", "24.1.0", "18.0.0"].filter((v) => !v.startsWith(`${declared}.`))) {
    const problem = nodeVersionProblem(other);
    expect(problem).toContain(`needs Node ${declared} (found ${other})`);
    expect(problem).toContain("nvm use");
    expect(problem).toContain("source scripts/use-node.sh");
    expect(problem).not.toContain("\n");
  }
});

it("`npm test` on another Node stops at once with that one line", () => {
  const fakeNode20 = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})`;
  const run = spawnSync(process.execPath, ["--import", fakeNode20, "scripts/test.js"], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toEqual([nodeVersionProblem("20.20.2")]);
});
