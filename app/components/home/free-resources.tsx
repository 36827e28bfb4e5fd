import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FREE_RESOURCES } from "~/content/home";
import { NewsletterAddressForm } from "~/components/newsletter-address-form";
import { useSiteSettings } from "~/components/page-context";
import { ArrowIcon, ExternalIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** SPEC §4: the guide card's confirmation disappears after 3 s. */
const NOTICE_MS = 3000;

export function FreeResources() {
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const { guide } = FREE_RESOURCES;
  const { freeGuideUrl } = useSiteSettings();
  return (
    <section aria-labelledby="free-title" className="py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="free-title" eyebrow="Free" title={FREE_RESOURCES.title}>
          {FREE_RESOURCES.text}
        </SectionHeading>
        <div className="mt-8 grid sm:mt-12 gap-6 lg:grid-cols-3">
          <article className="relative flex flex-col rounded-2xl bg-terracotta p-5 text-white sm:p-7 shadow-lg lg:row-span-2">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
              <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M9 3h6M10 3v4l-4 6v6a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-6l-4-6V3M6 14h12" />
              </svg>
            </span>
            <h3 className="mt-5 font-serif text-2xl font-bold">{guide.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-white/90">{guide.text}</p>
            <a
              href={freeGuideUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setNotice(true)}
              className="mt-6 inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-terracotta hover:bg-cream"
            >
              {guide.cta}
              <ExternalIcon />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <p role="status" className="mt-3 min-h-6 text-sm font-medium text-white">
              {notice ? guide.notice : ""}
            </p>
            {/* The guide by e-mail: its link comes once the address is confirmed. */}
            <NewsletterAddressForm
              source="guide"
              label="Or get it by e-mail, with our newsletter"
              className="mt-2 flex flex-wrap items-end gap-2 text-sm"
              labelClassName="w-full font-semibold"
              buttonClassName="bg-white text-terracotta"
            />
          </article>
          {FREE_RESOURCES.others.map((item) => (
            <article key={item.to} className="relative flex flex-col rounded-2xl bg-white p-5 ring-1 sm:p-7 ring-ink/10 lg:col-span-2">
              <h3 className="text-xl font-semibold text-teal">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink/75">{item.text}</p>
              <Link
                to={item.to}
                prefetch="intent"
                className="stretched-link mt-2 self-start sm:mt-4"
              >
                {item.cta}
                <ArrowIcon />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

