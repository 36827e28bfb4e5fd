import { useId } from "react";
import { OZONE_OFFER_COPY } from "~/content/pages/ozone-offer";
import { OZONE_PARTNER } from "~/content/pages/ozone-partner";
import { useSiteSettings } from "~/components/page-context";
import { BUTTON } from "./buttons";
import { Icon } from "./icons";

/**
 * The 10% ozone water offer (SPEC §2) shared by /aiden-showcase and
 * /ozone-water-systems. `code` and `mailto` come from the route's loader, so
 * the date in the code is the server's today.
 */
export function OzoneOffer({ code, mailto, tone = "white" }: { code: string; mailto: string; tone?: "white" | "cream" }) {
  const headingId = useId();
  const { ozonePartnerEmail: partnerEmail } = useSiteSettings();
  return (
    <section id="ozone-offer" aria-labelledby={headingId} className={tone === "white" ? "bg-white" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="grid overflow-hidden rounded-3xl bg-teal-dark text-cream shadow-xl lg:grid-cols-[1.2fr_1fr]">
          <div className="p-8 sm:p-10 lg:p-12">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-amber-light uppercase">
              <Icon name="droplet" className="h-5 w-5" />
              {OZONE_OFFER_COPY.eyebrow}
            </p>
            <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              {OZONE_OFFER_COPY.heading}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream/85">{OZONE_OFFER_COPY.text}</p>
          </div>
          <div className="flex flex-col justify-center gap-5 bg-teal p-8 sm:p-10 lg:p-12">
            <div>
              <p className="text-sm font-medium text-cream/85">{OZONE_OFFER_COPY.codeLabel}</p>
              <p
                data-testid="referral-code"
                className="mt-2 rounded-xl border-2 border-dashed border-amber-light/70 bg-teal-dark px-4 py-3 text-center font-mono text-xl font-bold tracking-wider text-cream select-all sm:text-2xl"
              >
                {code}
              </p>
              <p className="mt-2 text-sm text-cream/85">{OZONE_OFFER_COPY.codeNote}</p>
            </div>
            <a href={mailto} className={BUTTON.primary}>
              <Icon name="chat" className="h-5 w-5" />
              {OZONE_OFFER_COPY.button}
            </a>
            <p className="text-xs text-cream/85">
              Opens your e-mail app with a message to {OZONE_PARTNER.name} ({partnerEmail}).
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
