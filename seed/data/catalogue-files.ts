import type { premiumResources, whitePapers } from "~/db/schema";

/** The 3 premium PDFs of SPEC §3. Their files are made by seed/pdf/ from seed/data/documents.ts. */
export const premiumResourceSeeds: (typeof premiumResources.$inferInsert & { fileName: string })[] = [
  {
    id: "prompt-rulebook",
    title: "The Hospitality AI Prompt Rulebook",
    description:
      "The rules for writing prompts that give usable answers in a restaurant or hotel: role, context, constraints and format, with before-and-after examples.",
    icon: "book",
    path: "/downloads/prompt-rulebook.pdf",
    fileName: "prompt-rulebook.pdf",
    sortOrder: 1,
  },
  {
    id: "department-prompt-pack",
    title: "Department Prompt Pack",
    description:
      "Ready-to-use prompts for the kitchen, F&B service, front office, housekeeping, marketing and finance, each with the inputs it needs.",
    icon: "layers",
    path: "/downloads/department-prompt-pack.pdf",
    fileName: "department-prompt-pack.pdf",
    sortOrder: 2,
  },
  {
    id: "ai-hospitality-starter",
    title: "AI Hospitality Starter Kit",
    description:
      "A 30-day plan to bring AI into a restaurant or hotel: tools, team training, data rules and how to measure the return.",
    icon: "rocket",
    path: "/downloads/ai-hospitality-starter.pdf",
    fileName: "ai-hospitality-starter.pdf",
    sortOrder: 3,
  },
];

/** The 5 built-in white papers of SPEC §3: two free, two premium, one subscription. */
export const whitePaperSeeds: Omit<typeof whitePapers.$inferInsert, "fileSize">[] = [
  {
    id: "wp-future-of-hospitality-ai",
    title: "The Future of AI in Hospitality",
    description:
      "Where AI already pays its way in restaurants and hotels, where it does not yet, and how to start without a data team.",
    imageUrl: "/images/blog/white-paper.svg",
    category: "free",
    fileName: "wp-future-of-hospitality-ai.pdf",
    publishedAt: new Date("2026-09-15T08:00:00Z"),
    isFeatured: true,
  },
  {
    id: "wp-sustainable-kitchen-operations",
    title: "Sustainable Kitchen Operations",
    description:
      "A practical framework for cutting food waste, water and energy in commercial kitchens, with the numbers from three client audits.",
    imageUrl: "/images/blog/research.svg",
    category: "free",
    fileName: "wp-sustainable-kitchen-operations.pdf",
    publishedAt: new Date("2026-07-02T08:00:00Z"),
    isFeatured: true,
  },
  {
    id: "wp-revenue-management-playbook",
    title: "The Revenue Management Playbook",
    description:
      "Pricing, forecasting and channel strategy for independent hotels and restaurants, with worked examples and a 90-day plan.",
    imageUrl: "/images/blog/case-study.svg",
    category: "premium",
    fileName: "wp-revenue-management-playbook.pdf",
    publishedAt: new Date("2026-10-06T08:00:00Z"),
    isFeatured: true,
  },
  {
    id: "wp-kitchen-design-efficiency",
    title: "Kitchen Design for Efficiency",
    description:
      "The layout, equipment and workflow decisions that cut labour, energy and ticket times, from 40 kitchen projects.",
    imageUrl: "/images/blog/article.svg",
    category: "premium",
    fileName: "wp-kitchen-design-efficiency.pdf",
    publishedAt: new Date("2026-08-18T08:00:00Z"),
  },
  {
    id: "wp-monthly-operator-briefing",
    title: "The Monthly Operator Briefing",
    description:
      "A subscription briefing each month: costs, guests, teams and technology, distilled into actions for the next 30 days.",
    imageUrl: "/images/blog/white-paper.svg",
    category: "subscription",
    productId: "wp_operator_briefing_subscription",
    fileName: "wp-monthly-operator-briefing.pdf",
    publishedAt: new Date("2026-11-02T08:00:00Z"),
  },
];

export const ATTACHMENT_FILES = ["menu-engineering-worksheet.pdf"];
