import { TESTIMONIALS } from "~/content/home-testimonials";
import { StarIcon } from "./icons";
import { PHONE_ROW, PHONE_ROW_ITEM } from "./phone-row";
import { SectionHeading } from "./section-heading";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What operators say" align="center" />
        {/* Nothing in a testimonial takes focus: the row itself does, so a keyboard can scroll it on a phone. */}
        <ul tabIndex={0} aria-label="Testimonials" className={`${PHONE_ROW} mt-8 rounded-2xl focus-visible:outline-2 focus-visible:outline-teal sm:mt-12 sm:gap-6 lg:grid-cols-3`}>
          {TESTIMONIALS.map((t) => (
            <li key={t.author} className={PHONE_ROW_ITEM}>
              <figure className="flex h-full flex-col rounded-2xl bg-cream p-5 sm:p-7">
                <p className="flex gap-0.5 text-[#8a5a00]" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <StarIcon key={i} />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 leading-relaxed sm:text-lg text-ink/85">
                  <p>{`“${t.content}”`}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-ink/10 pt-4">
                  <p className="font-semibold text-ink">{t.author}</p>
                  <p className="text-sm text-ink/75">{t.position}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
