import type { Testimonial } from "~/content/pages/types";

const TONES = {
  white: "bg-white shadow-sm",
  cream: "bg-cream",
  responsive: "bg-cream md:bg-white md:shadow-sm",
} as const;

/** A client's words with their name and role. */
export function Quote({
  testimonial,
  large = false,
  tone = "white",
}: {
  testimonial: Testimonial;
  large?: boolean;
  /** "responsive": cream on small screens (inside a white panel), white from md up. */
  tone?: "white" | "cream" | "responsive";
}) {
  return (
    <figure
      className={`relative rounded-2xl ring-1 ring-ink/5 ${TONES[tone]} ${large ? "p-8 sm:p-10" : "p-6"}`}
    >
      <svg viewBox="0 0 32 24" aria-hidden="true" className={`text-terracotta/30 ${large ? "h-8 w-10" : "h-6 w-8"}`}>
        <path
          fill="currentColor"
          d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 7.5 7 11h5v13zm18 0V14c0-8 4-12.5 12-14l1.5 3.5C27 5 25 7.5 25 11h5v13z"
        />
      </svg>
      <blockquote className={`mt-4 leading-relaxed text-ink ${large ? "text-xl sm:text-2xl" : "text-base"}`}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold text-teal">{testimonial.author}</span>
        <span className="block text-sm text-ink/75">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
