/** Testimonials on the home page (SPEC §2: three entries, all rated 5). */
export type Testimonial = { content: string; author: string; position: string; rating: 1 | 2 | 3 | 4 | 5 };

export const TESTIMONIALS: Testimonial[] = [
  {
    content:
      "They redesigned our kitchen around how we actually cook. Ticket times on a full Saturday dropped from 22 to 14 minutes, and the team stopped colliding at the pass.",
    author: "Narin Chaiyasit",
    position: "Executive Chef, riverside hotel group, Bangkok",
    rating: 5,
  },
  {
    content:
      "The menu engineering work paid for itself in the first month. We sell more of the dishes that make money and our food cost is back under 30%.",
    author: "Claire Donnelly",
    position: "Owner, neighbourhood bistro and wine bar",
    rating: 5,
  },
  {
    content:
      "Our front office uses the prompt bundles every day for guest replies in English and Thai. Response times halved and review scores went up.",
    author: "Pimchanok Srisuk",
    position: "Front Office Manager, 180-room resort, Phuket",
    rating: 5,
  },
];
