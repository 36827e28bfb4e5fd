import { useId, type ReactNode } from "react";
import type { Feature, Stat } from "~/content/pages/types";
import { Icon } from "./icons";

const TONES = {
  cream: "",
  white: "bg-white",
} as const;

/** A page section with an <h2>, an optional eyebrow and intro, on cream or white. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  tone = "cream",
  children,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={TONES[tone]}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-widest text-terracotta uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-teal text-balance sm:text-3xl">
            {heading}
          </h2>
          {intro ? <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink/80">{intro}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

const CARD_TONES = {
  white: "bg-white shadow-sm",
  cream: "bg-cream",
  responsive: "bg-cream md:bg-white md:shadow-sm",
} as const;

/** Cards with an icon, an <h3> and a short text. `card` sets the card colour against the section. */
export function FeatureGrid({
  features,
  columns = 3,
  card = "white",
  numbered = false,
  itemHeading: ItemHeading = "h3",
}: {
  features: Feature[];
  columns?: keyof typeof COLUMNS;
  /** "responsive": cream on small screens (inside a white panel), white from md up. */
  card?: "white" | "cream" | "responsive";
  numbered?: boolean;
  /** "h4" when the grid sits under an <h3>, so headings stay in order. */
  itemHeading?: "h3" | "h4";
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-5 ${COLUMNS[columns]}`}>
      {features.map((feature, i) => (
        <li
          key={feature.title}
          className={`rounded-2xl p-6 ring-1 ring-ink/5 ${CARD_TONES[card]}`}
        >
          {numbered ? (
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-teal text-sm font-bold text-cream">
              {String(i + 1).padStart(2, "0")}
            </span>
          ) : feature.icon ? (
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-teal/10 text-teal">
              <Icon name={feature.icon} />
            </span>
          ) : null}
          <ItemHeading className="mt-4 text-lg font-semibold text-teal">{feature.title}</ItemHeading>
          <p className="mt-2 leading-relaxed text-ink/80">{feature.text}</p>
        </li>
      ))}
    </List>
  );
}

/** Headline figures on a light background. */
export function StatList({ stats, className = "" }: { stats: Stat[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-3 ${className}`}>
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
          <span className="block text-4xl font-bold text-terracotta">{stat.value}</span>
          <span className="mt-2 block leading-snug text-ink/80">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A list of short statements with check marks. */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-teal-light">
            <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
            <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
