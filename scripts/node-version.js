/**
 * The one Node line the project supports, read from .nvmrc: `npm test` refuses
 * any other (the image, CI and the tests run the same major, so a test never
 * passes on a Node the site does not run on). Node 20's support ended in April 2026.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The major version in .nvmrc ("22"). */
export function supportedNodeMajor() {
  return fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
}

/**
 * One line saying what is wrong and how to get the right Node, or null when `version` ("22.23.5") is supported.
 * @param {string} version
 */
export function nodeVersionProblem(version, supported = supportedNodeMajor()) {
  if (version.split(".")[0] === supported) return null;
  return (
    `This project needs Node ${supported} (found ${version}): run \`nvm use\` (it reads .nvmrc), ` +
    `or \`source scripts/use-node.sh\`, which puts Node ${supported} from the npm registry on PATH, then \`npm install && npm test\` again.`
  );
}
