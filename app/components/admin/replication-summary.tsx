import type { ReplicationState } from "~/services/files/replication.server";

/** The admin's view of backups: where the database is replicated and when it last got there (docs/decisions/201). */
export function ReplicationSummary({ replication }: { replication: ReplicationState }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="replication">
      <h2 id="replication" className="text-lg font-semibold">
        Backups
      </h2>
      {replication.on ? (
        <>
          <p className="mt-2 text-sm text-ink/80">
            Every change is copied to <code className="break-all">{replication.displayUrl}</code> within about a second (Litestream).
          </p>
          <p className="mt-2 text-sm">
            Last copy: <strong>{replication.lastSyncAt ? <time dateTime={replication.lastSyncAt}>{replication.lastSyncAt.replace("T", " ").slice(0, 19)} UTC</time> : "none yet"}</strong>
          </p>
          {replication.problem ? (
            <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
              <strong>Backups are failing:</strong> {replication.problem}.
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink/80">
          Off: the database and uploaded files are only on this server. Set LITESTREAM_REPLICA_URL to copy every change off the server (README,
          &ldquo;Backups and restore&rdquo;), or run <code>npm run db:backup</code> for a one-off copy.
        </p>
      )}
    </section>
  );
}
