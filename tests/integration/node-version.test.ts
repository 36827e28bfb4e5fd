/**
 * One Node for production, declared in .node-version (docs/decisions/177): the
 * Dockerfile's base images and the script that makes the base image locally
 * must name the same major, or the image would run a Node nobody chose.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

it("the Dockerfile and the base-image script use the Node major .node-version declares", () => {
  const declared = read(".node-version").trim();
  expect(declared).toMatch(/^(22|24|26)$/); // a supported LTS line
  const bases = [...read("Dockerfile").matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
  expect(bases.length).toBeGreaterThan(0);
  expect(new Set(bases)).toEqual(new Set([declared]));
  expect(/^NODE_VERSION=\$\{NODE_VERSION:-(\d+)\}/m.exec(read("scripts/node-base-image.sh"))?.[1]).toBe(declared);
  expect(/^IMAGE=docker\.io\/library\/node:(\d+)-/m.exec(read("scripts/node-base-image.sh"))?.[1]).toBe(declared);
});
