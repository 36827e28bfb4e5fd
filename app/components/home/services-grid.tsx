import { Link } from "@remix-run/react";
import { AccessOfferNote, GatedAction } from "~/components/gated-action";
import { SERVICE_CARDS, type ServiceCard, type ServiceColour } from "~/content/home-services";
import { useAccount } from "~/components/page-context";
import { ArrowIcon, ServiceGlyph } from "./icons";
import { PHONE_ROW, PHONE_ROW_ITEM, SwipeHint } from "./phone-row";
import { SectionHeading } from "./section-heading";

const COLOURS: Record<ServiceColour, { bar: string; icon: string }> = {
  teal: { bar: "bg-teal-light", icon: "bg-teal/10 text-teal" },
  amber: { bar: "bg-amber-light", icon: "bg-amber-light/15 text-[#8a5a00]" },
  terracotta: { bar: "bg-terracotta", icon: "bg-terracotta/10 text-terracotta" },
  sage: { bar: "bg-[#5b8a5f]", icon: "bg-[#5b8a5f]/15 text-[#3f6b4f]" },
};

const MARKERS = { casestudy: "Case study", showcase: "Showcase" } as const;

// The whole card is the click target: the link or button stretches over it (::after).
const stretched = "stretched-link card-focus";

/** `accessPriceCents`: the premium-access price from the database, shown beside the gated cards. */
export function ServicesGrid({ accessPriceCents }: { accessPriceCents: number | null }) {
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-24 py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow="Our Solutions" title="Consulting for every part of your operation">
          Choose a service to see how we work, or open the premium toolkits our consultants use with clients.
        </SectionHeading>
        <SwipeHint count={SERVICE_CARDS.length} noun="services" className="mt-6" />
        <ul className={`${PHONE_ROW} mt-2 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3`}>
          {SERVICE_CARDS.map((card) => (
            <li key={card.id} className={PHONE_ROW_ITEM}>
              <ServiceCardView card={card} accessPriceCents={accessPriceCents} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// On phones the cards are tighter and the description is cut to two lines (page height).
function ServiceCardView({ card, accessPriceCents }: { card: ServiceCard; accessPriceCents: number | null }) {
  const colour = COLOURS[card.colour];
  return (
    <article
      data-service={card.id}
      className="group service-card"
    >
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${colour.bar}`} />
      <div className="flex items-start justify-between gap-3">
        <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${colour.icon}`}>
          <ServiceGlyph icon={card.icon} />
        </span>
        {card.marker ? (
          <span className="rounded-full bg-cream px-2.5 py-1 text-xs font-semibold text-ink/75">{MARKERS[card.marker]}</span>
        ) : !card.link ? (
          <span className="rounded-full bg-teal/10 px-2.5 py-1 text-xs font-semibold text-teal">Premium toolkit</span>
        ) : null}
      </div>
      <h3 className="mt-3 text-xl font-semibold text-ink sm:mt-5">{card.title}</h3>
      <p className="card-text">{card.description}</p>
      <div className="mt-1 sm:mt-4">
        <ServiceAction card={card} />
        {card.link ? null : <AccessOfferNote priceCents={accessPriceCents} />}
      </div>
    </article>
  );
}

/** SPEC §2: a card with a link navigates; the others are gated (resources with access, else checkout). */
function ServiceAction({ card }: { card: ServiceCard }) {
  const account = useAccount();
  if (card.link) {
    const label = card.marker === "casestudy" ? "Read the case study" : card.marker === "showcase" ? "See the showcase" : "Explore the service";
    return (
      <Link to={card.link} prefetch="intent" className={stretched}>
        {label}
        <span className="sr-only">{`: ${card.title}`}</span>
        <ArrowIcon />
      </Link>
    );
  }
  return (
    <GatedAction to="/resources" className={`${stretched} cursor-pointer text-left`}>
      {account?.hasAccess ? "Open the toolkit" : "Unlock the toolkit"}
      <span className="sr-only">{`: ${card.title}`}</span>
      <ArrowIcon />
    </GatedAction>
  );
}
