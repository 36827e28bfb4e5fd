/**
 * The two ways to buy premium access, as the offer panel and /pricing show
 * them. Prices come from the products table; what each plan gives is said
 * here, the same as the products' descriptions and the terms.
 */
import { MONTHLY_ACCESS_PRODUCT, PREMIUM_ACCESS_PRODUCT } from "~/utils/access-offer";

export type PlanDetails = { title: string; summary: string; gives: string[]; cta: string };

export const PLAN_DETAILS: Record<string, PlanDetails> = {
  [PREMIUM_ACCESS_PRODUCT]: {
    title: "Premium access",
    summary: "Pay once, keep it.",
    gives: [
      "Full premium articles in the Knowledge Center",
      "Prompt Rulebook, Department Prompt Pack and AI Starter Kit (PDF)",
      "Every premium white paper",
      "The 21-day Daily AI Course",
      "Updates to all of it, at no extra cost",
    ],
    cta: "Get premium access",
  },
  [MONTHLY_ACCESS_PRODUCT]: {
    title: "Monthly",
    summary: "The same access, paid monthly.",
    gives: [
      "Everything in premium access while you subscribe",
      "The Monthly Operator Briefing: one practical briefing a month",
      "Renews every month until it is cancelled; access ends with it",
    ],
    cta: "Subscribe monthly",
  },
};
