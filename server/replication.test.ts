/** Replication's settings and its status, rule by rule (the real Litestream runs in tests/integration/server/replication.test.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ReplicationConfigError, StatusTracker, replicationProblem, replicationSettings, writeLitestreamConfig } from "./replication.js";

const refusal = (env: Record<string, string>) => {
  try {
    replicationSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ReplicationConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("replicationSettings", () => {
  it("is off without LITESTREAM_REPLICA_URL, or with it blank", () => {
    expect(replicationSettings({})).toBeNull();
    expect(replicationSettings({ LITESTREAM_REPLICA_URL: "  " })).toBeNull();
  });

  it("takes file://, s3:// with keys, sftp:// with a password or a key, and shows them without secrets", () => {
    expect(replicationSettings({ LITESTREAM_REPLICA_URL: "file:///backup/site" })).toMatchObject({ scheme: "file", displayUrl: "file:///backup/site" });
    const s3 = replicationSettings({ LITESTREAM_REPLICA_URL: "s3://bucket/site?region=eu", AWS_ACCESS_KEY_ID: "id", AWS_SECRET_ACCESS_KEY: "secret", LITESTREAM_ENDPOINT: "https://s3.example" });
    expect(s3).toMatchObject({ scheme: "s3", displayUrl: "s3://bucket/site", endpoint: "https://s3.example" });
    const sftp = replicationSettings({ LITESTREAM_REPLICA_URL: "sftp://backup:hunter2@host.example/site" });
    expect(sftp?.displayUrl).toBe("sftp://backup@host.example/site");
    expect(sftp?.displayUrl).not.toContain("hunter2");
  });

  it("refuses, in one line naming the variable, what it cannot use", () => {
    const cases: [Record<string, string>, string][] = [
      [{ LITESTREAM_REPLICA_URL: "backup folder" }, "LITESTREAM_REPLICA_URL is not a URL"],
      [{ LITESTREAM_REPLICA_URL: "ftp://host/site" }, 'LITESTREAM_REPLICA_URL has the scheme "ftp"'],
      [{ LITESTREAM_REPLICA_URL: "file:///" }, "LITESTREAM_REPLICA_URL must name a folder"],
      [{ LITESTREAM_REPLICA_URL: "s3://bucket/site" }, "needs LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY"],
      [{ LITESTREAM_REPLICA_URL: "s3://bucket/site", LITESTREAM_ACCESS_KEY_ID: "id" }, "needs LITESTREAM_ACCESS_KEY_ID"],
      [{ LITESTREAM_REPLICA_URL: "sftp://host.example/site" }, "must name a user and host"],
      [{ LITESTREAM_REPLICA_URL: "sftp://backup@host.example/site" }, "needs LITESTREAM_SFTP_KEY_PATH"],
      [{ LITESTREAM_REPLICA_URL: "sftp://backup@host.example/site", LITESTREAM_SFTP_KEY_PATH: "/no/such/key" }, "LITESTREAM_SFTP_KEY_PATH names /no/such/key, which does not exist"],
      [{ LITESTREAM_REPLICA_URL: "gcs://bucket/site" }, "needs GOOGLE_APPLICATION_CREDENTIALS"],
    ];
    for (const [env, text] of cases) {
      const message = refusal(env);
      expect(message, JSON.stringify(env)).toContain(text);
      expect(message).not.toContain("\n");
    }
  });
});

it("writes Litestream's configuration privately, with the database, the replica and a sync every second", () => {
  const settings = replicationSettings({ LITESTREAM_REPLICA_URL: "sftp://backup:pw@host.example/site" })!;
  const file = writeLitestreamConfig(settings, "/data/app.db");
  try {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const yaml = fs.readFileSync(file, "utf8");
    expect(yaml).toContain('- path: "/data/app.db"');
    expect(yaml).toContain('- url: "sftp://backup:pw@host.example/site"');
    expect(yaml).toContain("sync-interval: 1s");
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true });
  }
  expect(path.dirname(file).startsWith(os.tmpdir())).toBe(true);
});

describe("the status Litestream's log gives", () => {
  const log = (msg: string, level = "INFO", extra = "") => `time=2026-11-28T14:00:00Z level=${level} msg="${msg}" db=/data/app.db${extra}`;
  const tracked = () => {
    const saved: unknown[] = [];
    const tracker = new StatusTracker("file:///backup", (status) => saved.push(structuredClone(status)), 1_000);
    return { tracker, saved };
  };

  it("a sync that lands records its time; a run of them is saved once per flush", () => {
    const { tracker, saved } = tracked();
    for (let t = 2_000; t < 2_010; t++) {
      tracker.read(log("write wal segment"), t);
      tracker.read(log("wal segment written"), t + 1);
    }
    tracker.flush();
    tracker.flush();
    expect(saved).toEqual([
      { displayUrl: "file:///backup", startedAt: 1_000, lastSyncAt: null, failingSince: null, lastError: null },
      { displayUrl: "file:///backup", startedAt: 1_000, lastSyncAt: 2_010, failingSince: null, lastError: null },
    ]);
  });

  it("an attempt never followed by its write, or an error, is failing from its first moment; the next write clears it", () => {
    const { tracker } = tracked();
    tracker.read(log("wal segment written"), 2_000);
    tracker.read(log("write wal segment"), 3_000);
    tracker.read(log("write wal segment"), 4_000);
    expect(tracker.status).toMatchObject({ lastSyncAt: 2_000, failingSince: 3_000 });
    tracker.read(log("monitor error", "ERROR", ' error="open /backup/generations: permission denied"'), 5_000);
    expect(tracker.status).toMatchObject({ failingSince: 3_000, lastError: "open /backup/generations: permission denied" });
    tracker.read(log("snapshot written"), 6_000);
    expect(tracker.status).toMatchObject({ lastSyncAt: 6_000, failingSince: null });
  });

  it("is a problem once failing, or never synced, for longer than the allowed age, and not before", () => {
    const status = { displayUrl: "file:///backup", startedAt: 0, lastSyncAt: 1_000, failingSince: 10_000, lastError: "permission denied" };
    expect(replicationProblem(status, 300, 10_000 + 300_000)).toBeNull();
    expect(replicationProblem(status, 300, 10_000 + 301_000)).toBe("nothing has reached file:///backup for 301 s (limit 300 s): permission denied");
    expect(replicationProblem({ ...status, lastSyncAt: null, failingSince: null }, 300, 301_000)).toContain("no sync to file:///backup in the 301 s since start");
    expect(replicationProblem(null, 300)).toContain("Litestream is not running");
  });
});
