/**
 * The affiliate programme's terms in words, from AFFILIATE_TERMS (server/policy,
 * docs/decisions/214): the affiliate page and dialog, the approval mail and the
 * terms page's default text print these, so they never disagree with what the
 * site does.
 */
import { formatPrice } from "~/utils/money";
import { AFFILIATE_TERMS } from "../../server/policy/index.js";

const minimum = `${formatPrice(AFFILIATE_TERMS.minimumPayout.usd, "usd")} (${formatPrice(AFFILIATE_TERMS.minimumPayout.thb, "thb")} for sales in baht)`;

/** One sentence each: the rate, the cookie, the refund window, the minimum and monthly payment, subscriptions. */
export const AFFILIATE_TERM_LINES = [
  `Approved affiliates start at ${AFFILIATE_TERMS.defaultRatePercent}% of what each referred order pays (after any discount, before tax).`,
  `A visitor who follows your link counts as yours for ${AFFILIATE_TERMS.cookieDays} days; a later affiliate's link takes over.`,
  `Each commission is approved ${AFFILIATE_TERMS.refundWindowDays} days after the payment, once the refund window has passed; a refund before then cancels it.`,
  `Approved commissions are paid monthly once they reach ${minimum}; a smaller balance carries over to the next month.`,
  "Subscriptions earn a commission on their first payment only.",
] as const;
