import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COURSE_WEEKS } from "~/content/home-course";
import { LESSONS, lessonDay, weekOf } from "~/content/course-lessons.server";
import { firstPaidAt } from "~/models/order.server";
import { requirePremium } from "~/services/auth/auth.server";
import { unlistedPage } from "~/utils/seo";

/**
 * The Daily AI Course (premium): today's lesson of the 21-day plan, and the
 * plan's titles. The lessons live on the server and only today's goal and
 * task leave it, so the page's code holds no lesson for anyone to read.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePremium(request);
  const today = lessonDay(firstPaidAt(user.id));
  return {
    today,
    lesson: LESSONS[today - 1]!,
    week: weekOf(today),
    plan: LESSONS.map(({ day, title }) => ({ day, title })),
  };
}

export default function CoursePage() {
  const { today, lesson, week, plan } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:py-16">
      <p className="kind-label text-sm">Daily AI Course for Hospitality</p>
      <h1 className="mt-2 text-3xl font-bold text-teal sm:text-4xl">
        {`Day ${lesson.day}: ${lesson.title}`}
      </h1>
      <p className="mt-2 text-ink/70">
        {week.days} · {week.title}
      </p>
      <section aria-label="Today's lesson" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold">Today's goal</h2>
        <p className="mt-2 text-ink/80">{lesson.goal}</p>
        <h2 className="mt-6 text-lg font-semibold">Try it on your next shift</h2>
        <p className="mt-2 text-ink/80">{lesson.task}</p>
        <p className="mt-6 text-sm text-ink/70">
          Reading for this week:{" "}
          <a href="/downloads/ai-hospitality-starter.pdf" download className="font-semibold text-teal underline">
            AI Hospitality Starter Kit (PDF)
          </a>
        </p>
      </section>
      <section aria-labelledby="plan" className="mt-10">
        <h2 id="plan" className="text-xl font-semibold text-ink">
          The 21-day plan
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {COURSE_WEEKS.map((w, i) => (
            <div key={w.days}>
              <h3 className="font-semibold text-teal">
                {w.days}: {w.title}
              </h3>
              <ol className="mt-2 space-y-1 text-sm">
                {plan.slice(i * 7, i * 7 + 7).map((l) => (
                  <li key={l.day} aria-current={l.day === today ? "step" : undefined} className={l.day === today ? "font-semibold text-teal" : "text-ink/75"}>
                    {`Day ${l.day}: ${l.title}`}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => unlistedPage("Daily AI Course");
