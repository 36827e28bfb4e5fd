import { Link } from "@remix-run/react";
import { PROMPT_VAULT_PROMO } from "~/content/home";
import { ArrowIcon } from "./icons";
import { SectionHeading } from "./section-heading";

export function PromptVaultPromo() {
  return (
    <section aria-labelledby="vault-title" className="overflow-hidden bg-teal-dark py-12 text-cream sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="vault-title" tone="dark" eyebrow={PROMPT_VAULT_PROMO.eyebrow} title={PROMPT_VAULT_PROMO.title}>
            {PROMPT_VAULT_PROMO.text}
          </SectionHeading>
          <ul className="check-list check-list-gold mt-8 space-y-3 text-cream/90 [&>li]:gap-3">
            {PROMPT_VAULT_PROMO.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link
            to="/prompt-vault"
            prefetch="intent"
            className="mt-9 inline-flex items-center gap-2 rounded-md bg-[#f2b84b] px-6 py-3 font-semibold text-ink hover:bg-amber-light"
          >
            Open the Prompt Vault <ArrowIcon />
          </Link>
        </div>
        {/* A still of a vault card, drawn in CSS: decorative. */}
        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
          <div className="absolute inset-0 translate-x-4 translate-y-4 rounded-2xl bg-teal-light/50" />
          <div className="relative rounded-2xl bg-white p-6 text-ink shadow-2xl">
            <div className="flex items-center justify-between">
              <p className="font-semibold">{PROMPT_VAULT_PROMO.sample.title}</p>
              <span className="rounded-full bg-[#fdf0d5] px-2.5 py-1 text-xs font-semibold text-[#8a5a00]">Intermediate</span>
            </div>
            <div className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
              <span className="rounded-full bg-teal/10 px-2.5 py-1 text-teal">Front Office</span>
              <span className="rounded-full bg-teal/10 px-2.5 py-1 text-teal">English</span>
              <span className="rounded-full bg-teal/10 px-2.5 py-1 text-teal">Complaint Response</span>
            </div>
            <p className="mt-4 rounded-lg bg-cream p-4 font-mono text-sm leading-relaxed text-ink/80">{PROMPT_VAULT_PROMO.sample.text}</p>
            <p className="mt-4 rounded-md bg-teal py-2.5 text-center text-sm font-semibold text-white">Copy to Clipboard</p>
          </div>
        </div>
      </div>
    </section>
  );
}
