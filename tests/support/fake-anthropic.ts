/**
 * A local stand-in for Anthropic's Messages API (POST /v1/messages), speaking
 * the real wire format so the real `@anthropic-ai/sdk` talks to it through
 * ANTHROPIC_BASE_URL. It answers with a `tool_use` block holding a white paper
 * whose HTML carries a <script> and an onerror= (the site must strip both).
 *
 * What it does is set by `mode` (unit tests), or per request by a marker in the
 * topic, so parallel browser tests need no shared state:
 *   "[api-error]" → 500 with Anthropic's error body, "[hang]" → never answers,
 *   "[malformed]" → a tool call whose input misses the required fields,
 *   "[slow]" → answers after `slowMs`.
 * Run on its own (browser tests): `tsx tests/support/fake-anthropic.ts <port>`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export const FAKE_ANTHROPIC_KEY = "sk-ant-test-fake-key";

export type FakeMode = "ok" | "api-error" | "hang" | "malformed" | "slow";
export type RecordedCall = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export class FakeAnthropic {
  mode: FakeMode = "ok";
  slowMs = 1500;
  readonly calls: RecordedCall[] = [];
  origin = "";
  private server?: http.Server;
  private counter = 0;
  private readonly hanging = new Set<http.ServerResponse>();

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The topic the site asked about in call `i` (the text after "topic: "). */
  topicOf(call: RecordedCall): string {
    const messages = (call.body.messages as { content: string }[] | undefined) ?? [];
    const text = String(messages.at(-1)?.content ?? "");
    return text.slice(text.indexOf("topic: ") + "topic: ".length);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "request-id": `req_fake_${++this.counter}` });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, type: string, message: string) => send(status, { type: "error", error: { type, message } });
      if (req.method === "GET" && path === "/health") return send(200, { ok: true });
      if (!authorised(req.headers)) return error(401, "authentication_error", "invalid x-api-key");
      if (req.method !== "POST" || path !== "/v1/messages") return error(404, "not_found_error", `Not found: ${req.method} ${path}`);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return error(400, "invalid_request_error", "Request body is not valid JSON");
      }
      const call = { path, headers: req.headers, body };
      this.calls.push(call);
      const topic = this.topicOf(call);
      const mode = modeFor(topic) ?? this.mode;
      if (mode === "api-error") return error(500, "api_error", "Internal server error (fake)");
      if (mode === "hang") {
        this.hanging.add(res);
        res.on("close", () => this.hanging.delete(res));
        return;
      }
      const answer = () => send(200, this.message(String(body.model ?? ""), mode === "malformed" ? { title: "Half a paper" } : paperFor(topic)));
      if (mode === "slow") setTimeout(answer, this.slowMs);
      else answer();
    });
  }

  private message(model: string, input: unknown) {
    const n = ++this.counter;
    return {
      id: `msg_fake_${n}`,
      type: "message",
      role: "assistant",
      model,
      content: [{ type: "tool_use", id: `toolu_fake_${n}`, name: "publish_white_paper", input }],
      stop_reason: "tool_use",
      stop_sequence: null,
      usage: { input_tokens: 120, output_tokens: 900 },
    };
  }
}

/** The SDK sends `x-api-key`; some clients and proxies send `Authorization: Bearer`. Both are accepted. */
function authorised(headers: http.IncomingHttpHeaders) {
  return headers["x-api-key"] === FAKE_ANTHROPIC_KEY || headers.authorization === `Bearer ${FAKE_ANTHROPIC_KEY}`;
}

function modeFor(topic: string): FakeMode | undefined {
  return (["api-error", "hang", "malformed", "slow"] as const).find((mode) => topic.includes(`[${mode}]`));
}

/** A well-formed paper on `topic`, with markup that must not survive sanitising. */
export function paperFor(topic: string) {
  const clean = topic.replace(/\[[a-z-]+\]/g, "").trim() || "Hospitality operations";
  return {
    title: `White Paper: ${clean}`.slice(0, 160),
    description: `What operators need to know about ${clean.toLowerCase()}, with steps to take this quarter.`.slice(0, 400),
    sections: [
      {
        heading: "Why it matters",
        html: `<p>Operators who act on ${clean} see results within a season.</p><script>alert("xss")</script><img src="x" onerror="alert(1)">`,
      },
      {
        heading: "What to do next",
        html: `<ul><li>Measure a baseline.</li><li>Train the team.</li></ul><p onclick="steal()">Review the numbers monthly.</p>`,
      },
    ],
    readingTime: 7,
  };
}

// Run directly: a fake on a fixed port for the browser tests' servers.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fake = await new FakeAnthropic().start(Number(process.argv[2] ?? 3402));
  console.log(`fake Anthropic on ${fake.origin}`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void fake.stop().then(() => process.exit(0)));
}
