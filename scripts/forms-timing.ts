/**
 * `npm run bench:forms`: what a huge form costs, the figures the tests prove by
 * counting (tests/integration/form-bodies.test.ts, server/units.test.ts,
 * tests/integration/server/refusals.test.ts).
 *  1. Reading a parsed form (formFields, then parseFormData) of 7,500 and of 60,000
 *     fields, best of 5, and their ratio: about 8 for a linear reader, about 64
 *     for a quadratic one (FormData.get per key: 8 s for a 60,000-field sign-in).
 *  2. The app's refusal of a 60,000-field url-encoded post (readForm: 413 from
 *     the count of "&", before parsing), and the server's own field count.
 *  3. Through the production server (needs `npm run build`): a 60,000-field post
 *     to /login answered 413, and /healthz asked at the same moment.
 * Prints medians (and p90s). Not a test: figures depend on the machine.
 */
import { countFields } from "../server/body-limit.js";
import { readForm } from "../app/services/requests/read-form.server";
import { firstValues, formFields } from "../app/utils/form-fields";
import { parseFormData } from "../app/services/requests/parse-action.server";
import { contactSchema } from "../app/utils/forms.server";
import { startServer } from "../tests/support/server";

const RUNS = Number(process.env.RUNS ?? 20);
const FIELDS = 60_000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => `median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms (n=${values.length})`;

async function times(runs: number, run: () => unknown): Promise<number[]> {
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    all.push(performance.now() - started);
  }
  return all;
}

// 1. A parsed form read in one pass.
function bestOfFive(count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append(`f${i}`, "x");
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    if (firstValues(formFields(form))[`f${count - 1}`] !== "x") throw new Error("the last field was not read");
    if (parseFormData(contactSchema, form).ok) throw new Error("an empty contact form was accepted");
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
const small = bestOfFive(7_500);
const large = bestOfFive(FIELDS);
console.log(`Read a parsed form (formFields + parseFormData), best of 5: 7,500 fields ${small.toFixed(1)} ms, 60,000 fields ${large.toFixed(1)} ms, ratio ${(large / small).toFixed(1)} (8 linear, 64 quadratic)`);

// 2. Refused before parsing, in the app and in the server.
const body = Array.from({ length: FIELDS }, (_, i) => `f${i}=x`).join("&");
const refusals = await times(RUNS, async () => {
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const refused = await readForm(request).catch((error: unknown) => error);
  if ((refused as { init?: ResponseInit }).init?.status !== 413) throw new Error("the 60,000-field form was not refused with 413");
});
console.log(`The app's 413 for a ${FIELDS.toLocaleString("en")}-field form (readForm, ${(body.length / 1024).toFixed(0)} KiB): ${summary(refusals)}`);
const bytes = Buffer.from(body);
const counts = await times(RUNS, () => {
  if (countFields(bytes, "application/x-www-form-urlencoded") !== FIELDS) throw new Error("miscounted");
});
console.log(`The server's field count of the same body (countFields): ${summary(counts)}`);

// 3. Through HTTP.
const server = await startServer();
try {
  const posts: number[] = [];
  const healths: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const timed = async (response: Promise<Response>, status: number, into: number[]) => {
      const answer = await response;
      await answer.arrayBuffer();
      into.push(performance.now() - started);
      if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}`);
    };
    await Promise.all([
      timed(fetch(`${server.origin}/login`, { method: "POST", headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body }), 413, posts),
      timed(fetch(`${server.origin}/healthz`), 200, healths),
    ]);
  }
  console.log(`The server's 413 for a ${FIELDS.toLocaleString("en")}-field post to /login: ${summary(posts)}`);
  console.log(`/healthz asked at the same moment: ${summary(healths)}`);
} finally {
  await server.stop();
}
