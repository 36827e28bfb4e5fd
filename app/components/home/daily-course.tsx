import { useEffect, useRef, useState, type MouseEvent } from "react";
import { AccessOfferNote, GatedAction } from "~/components/gated-action";
import { showToast } from "~/components/toaster";
import { COURSE, COURSE_DAYS, COURSE_MATERIALS_URL, COURSE_WEEKS } from "~/content/home-course";
import { useAccount } from "~/components/page-context";
import { PREMIUM_ACCESS_PRODUCT, accessOfferLabel } from "~/utils/access-offer";
import { PHONE_ROW, PHONE_ROW_ITEM } from "./phone-row";
import { SectionHeading } from "./section-heading";

/**
 * SPEC §2/§4 Daily AI Course. Every control is a <GatedAction>: with access a
 * link to today's materials, otherwise the premium-access checkout. With access
 * and JS, a click shows SPEC's toasts and opens the materials after 1.5 s.
 */
export function DailyCourse({ accessPriceCents }: { accessPriceCents: number | null }) {
  const hasAccess = useAccount()?.hasAccess ?? false;
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Catches clicks on the materials links GatedAction renders for users with access.
  function openLessonOnClick(event: MouseEvent) {
    const link = (event.target as Element).closest("a");
    if (!link || link.getAttribute("href") !== COURSE_MATERIALS_URL) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    showToast({ type: "info", ...COURSE.toasts.preparing });
    timer.current = setTimeout(() => {
      setLoading(false);
      showToast({ type: "success", ...COURSE.toasts.ready });
      // A blocked pop-up falls back to opening the materials here.
      if (!window.open(COURSE_MATERIALS_URL, "_blank")) window.location.assign(COURSE_MATERIALS_URL);
    }, COURSE.delayMs);
  }

  const label = loading ? COURSE.labels.loading : hasAccess ? COURSE.labels.access : COURSE.labels.enroll;

  return (
    <section aria-labelledby="course-title" className="py-12 sm:py-24">
      {/* Click capture only: the links and buttons inside stay the keyboard targets (Enter on a link is a click). */}
      <div onClickCapture={openLessonOnClick} className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <SectionHeading id="course-title" eyebrow="21-day programme" title={COURSE.title}>
              {COURSE.text}
            </SectionHeading>
            <ol className="mt-8 space-y-4">
              {COURSE_DAYS.map((d) => (
                <li key={d.day} className="flex gap-4">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal text-sm font-bold text-white" aria-hidden="true">
                    {d.day}
                  </span>
                  <div>
                    <p className="font-semibold text-ink">
                      {`Day ${d.day}: ${d.title}`}
                    </p>
                    <p className="text-ink/75">{d.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-9 flex flex-wrap items-center gap-4">
              <GatedAction
                to={COURSE_MATERIALS_URL}
                className="inline-flex cursor-pointer items-center rounded-md bg-terracotta px-6 py-3 font-semibold text-white hover:bg-[#983d1b] aria-busy:cursor-wait"
              >
                {label}
              </GatedAction>
              {!hasAccess && accessPriceCents !== null ? (
                <p className="text-sm text-ink/75" data-price-of={PREMIUM_ACCESS_PRODUCT}>
                  {`${accessOfferLabel(accessPriceCents)}: this course, the premium resources and lifetime updates.`}
                </p>
              ) : null}
            </div>
          </div>
          <ul className={`${PHONE_ROW} content-center sm:gap-4`}>
            {COURSE_WEEKS.map((week, i) => (
              <li key={week.days} className={PHONE_ROW_ITEM}>
                <article className="relative flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm sm:gap-5 sm:p-6 ring-1 ring-ink/10 transition-shadow hover:shadow-lg">
                  <span
                    aria-hidden="true"
                    className={`flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-xl font-bold text-white ${WEEK_COLOURS[i % WEEK_COLOURS.length]}`}
                  >
                    <span className="text-xs font-semibold uppercase opacity-90">Week</span>
                    <span className="text-2xl leading-none">{i + 1}</span>
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-teal-light">{week.days}</p>
                    <h3 className="text-lg font-semibold text-ink">{week.title}</h3>
                    <p className="mt-1 text-sm text-ink/75">{week.text}</p>
                    <div className="flex flex-wrap items-center gap-x-3">
                      <GatedAction
                        to={COURSE_MATERIALS_URL}
                        className="stretched-link min-w-11 cursor-pointer text-sm after:rounded-2xl"
                      >
                        {hasAccess ? "Open lessons" : "Enroll"}
                        <span className="sr-only">{`: ${week.days} ${week.title}`}</span>
                      </GatedAction>
                      <AccessOfferNote priceCents={accessPriceCents} />
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const WEEK_COLOURS = ["bg-teal", "bg-teal-light", "bg-[#3f6b4f]"];
