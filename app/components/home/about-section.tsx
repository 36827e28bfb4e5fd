import { ABOUT } from "~/content/home";
import { SectionHeading } from "./section-heading";

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-24 bg-white py-12 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-title" eyebrow="About us" title={ABOUT.title} />
          {ABOUT.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 leading-relaxed text-ink/75 sm:mt-5 sm:text-lg">
              {p}
            </p>
          ))}
        </div>
        <ul className="grid content-center gap-4">
          {ABOUT.pillars.map((pillar, i) => (
            <li key={pillar.title} className="flex gap-4 rounded-2xl bg-cream p-4 sm:gap-5 sm:p-6">
              <span aria-hidden="true" className="font-serif text-3xl font-bold text-[#8a5a00]">
                {`0${i + 1}`}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-teal">{pillar.title}</h3>
                <p className="mt-1 leading-relaxed text-ink/75">{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
