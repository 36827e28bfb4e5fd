/**
 * `npm run bench:mail`: the time from a request to its mail's arrival at a
 * local SMTP server, through the production server (needs `npm run build`).
 *  1. POST /forgot-password for an existing account → the reset mail arrives.
 *  2. POST /enquiry → the notification arrives at NOTIFY_EMAILS.
 * Also prints the requests' own response times, for a known and an unknown
 * e-mail: the mail is sent after the response, by the outbox worker, so SMTP
 * never slows a request down or tells the two apart.
 * Prints medians and p90s. Not a test: figures depend on the machine.
 */
import { post, startServer, type RunningServer } from "../tests/support/server";
import { TestSmtpServer } from "../tests/support/smtp-server";

const SAMPLES = Number(process.env.SAMPLES ?? 20);
const TEAM = "team@bench.example";

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => `median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms (n=${values.length})`;

let visitor = 0;
/** Each request from its own address (limits are per address; the server trusts one proxy hop). */
function separateVisitor() {
  visitor++;
  return { "X-Forwarded-For": `10.88.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}` };
}

async function signUp(server: RunningServer, email: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await post(server, "/signup", { email, password: "a-long-bench-password-2026", fullName: "Bench Cook" }, { headers: separateVisitor() });
    if (response.status === 302) return;
    await new Promise((resolve) => setTimeout(resolve, 300)); // hashing slots busy: try again
  }
  throw new Error("sign-up kept failing");
}

async function timeToMail(smtp: TestSmtpServer, send: () => Promise<Response>, to: string, subject: RegExp) {
  const start = performance.now();
  const response = await send();
  const responded = performance.now() - start;
  if (response.status >= 400) throw new Error(`request failed: ${response.status}`);
  const mail = await smtp.waitForMail(to, subject);
  return { responded, arrived: mail.receivedAt - (performance.timeOrigin + start) };
}

const smtp = new TestSmtpServer();
await smtp.start();
const server = await startServer({ env: { SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM, TRUST_PROXY: "1" } });
try {
  const reset = { responded: [] as number[], arrived: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    await signUp(server, email);
    await smtp.waitForMail(email, /Confirm your e-mail/); // sign-up's own mail out of the way
    const t = await timeToMail(smtp, () => post(server, "/forgot-password", { email }, { headers: separateVisitor() }), email, /Reset your/);
    reset.responded.push(t.responded);
    reset.arrived.push(t.arrived);
    const start = performance.now();
    const unknown = await post(server, "/forgot-password", { email: `nobody-${Date.now()}-${i}@example.com` }, { headers: separateVisitor() });
    if (unknown.status !== 303) throw new Error(`unknown e-mail: ${unknown.status}`);
    reset.unknown.push(performance.now() - start);
  }
  const enquiry = { responded: [] as number[], arrived: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    const sender = `sender-${Date.now()}-${i}@example.com`;
    const send = () => post(server, "/enquiry", { name: "Bench", email: sender, message: `Bench enquiry ${sender}`, returnTo: "/" }, { headers: separateVisitor() });
    const start = performance.now();
    const response = await send();
    const responded = performance.now() - start;
    if (response.status >= 400) throw new Error(`enquiry failed: ${response.status}`);
    for (;;) {
      const mail = smtp.mailsTo(TEAM).find((m) => m.text.includes(sender));
      if (mail) {
        enquiry.arrived.push(mail.receivedAt - (performance.timeOrigin + start));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    enquiry.responded.push(responded);
  }
  console.log(`Mail timing on loopback, production server + local SMTP server (${SAMPLES} samples each)`);
  console.log(`  POST /forgot-password response:     ${summary(reset.responded)}`);
  console.log(`  ... for an unknown e-mail:          ${summary(reset.unknown)}`);
  console.log(`  POST /forgot-password → reset mail: ${summary(reset.arrived)}`);
  console.log(`  POST /enquiry response:             ${summary(enquiry.responded)}`);
  console.log(`  POST /enquiry → team notification:  ${summary(enquiry.arrived)}`);
} finally {
  await server.stop();
  await smtp.stop();
}
