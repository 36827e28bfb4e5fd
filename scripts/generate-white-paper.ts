/**
 * `npm run white-papers:generate`: this week's scheduled white paper, now.
 * The same guarded run as the Monday job: if a paper for this ISO week is
 * already published (or being written by a server process), it says so and
 * stores nothing. Needs ANTHROPIC_API_KEY (and DATA_DIR if not ./data).
 */
import { runWeeklyWhitePaper } from "~/services/white-papers/white-paper-schedule.server";
import { db } from "~/db/client.server";

const outcome = await runWeeklyWhitePaper();
db.$client.close();
switch (outcome.status) {
  case "written":
    console.log(
      outcome.published
        ? `Published "${outcome.title}" at /blog/${outcome.slug}${outcome.premium ? " (premium)" : ""} for ${outcome.weekKey}.`
        : `Wrote "${outcome.title}"${outcome.premium ? " (premium)" : ""} for ${outcome.weekKey}: a draft, waiting for review under Posts.`,
    );
    break;
  case "already-claimed":
    console.log(`This week (${outcome.weekKey}) already has its white paper, or a server is writing it now. Nothing done.`);
    break;
  case "not-configured":
    console.error("ANTHROPIC_API_KEY is not set: nothing to generate with.");
    process.exit(2);
  // eslint-disable-next-line no-fallthrough
  case "failed":
    process.exit(1);
}
