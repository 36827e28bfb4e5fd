import { Link } from "@remix-run/react";
import { formatDayTime } from "~/utils/dates";

export type ScheduleState = {
  on: boolean;
  configured: boolean;
  timeZone: string;
  nextRun: string | null;
  /** This week's run, if one was attempted. */
  thisWeek: { status: "running" | "succeeded" | "failed"; error: string | null } | null;
};

/** The weekly white paper: when it next runs, and whether this week's run failed (SPEC §8 'Error Checking Schedule'). */
export function ScheduleSummary({ schedule }: { schedule: ScheduleState }) {
  return (
    <section aria-labelledby="schedule" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="schedule" className="text-lg font-semibold">
        Weekly white paper
      </h2>
      <p className="mt-2 text-sm" data-testid="next-run">
        {!schedule.on
          ? "The weekly schedule is off (WHITE_PAPER_SCHEDULE=off)."
          : !schedule.configured
            ? "Not configured: set ANTHROPIC_API_KEY to publish a white paper every Monday at 02:00."
            : schedule.nextRun
              ? <>Next scheduled run: <strong>{formatDayTime(schedule.nextRun, schedule.timeZone)}</strong></>
              : "No run is scheduled."}
      </p>
      {schedule.thisWeek?.status === "failed" ? (
        <div role="alert" className="mt-3 rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          <p className="font-semibold">Error Checking Schedule</p>
          <p>This week's paper failed: {schedule.thisWeek.error ?? "unknown error"}. It is tried again at the next server start this week.</p>
        </div>
      ) : schedule.thisWeek?.status === "succeeded" ? (
        <p className="mt-2 text-sm text-ink/70">This week's paper has been written.</p>
      ) : null}
      <Link to="/admin/white-papers" className="mt-4 inline-flex rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
        Generate a white paper now
      </Link>
    </section>
  );
}
