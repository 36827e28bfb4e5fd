/**
 * What each mail says. Subjects are fixed words of ours (never a visitor's
 * text: docs/decisions/161); what visitors typed appears only in bodies.
 */
import { serviceLabel } from "~/content/enquiry-services";
import { SITE } from "~/content/site";
import { formatDay } from "~/utils/dates";
import { formatExactPrice, type Currency } from "~/utils/money";
import type { MailContent } from "./mail.server";

export function passwordResetMail(token: string): MailContent {
  return {
    subject: `Reset your ${SITE.shortName} password`,
    paragraphs: [
      "Someone (we hope you) asked to reset the password of your account. The link below works once and for one hour.",
      "If you did not ask, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", path: `/reset-password?token=${encodeURIComponent(token)}` },
  };
}

export function verifyEmailMail(token: string): MailContent {
  return {
    subject: `Confirm your e-mail address for ${SITE.shortName}`,
    paragraphs: [
      "Please confirm that this is your e-mail address. The link works once and for 24 hours.",
      "Your account works already; confirming lets us know replies and receipts reach you.",
    ],
    action: { label: "Confirm my e-mail address", path: `/verify-email?token=${encodeURIComponent(token)}` },
  };
}

/** To the address an account asked to move to: nothing changes until this link is followed. */
export function changeEmailMail(token: string): MailContent {
  return {
    subject: `Confirm your new e-mail address for ${SITE.shortName}`,
    paragraphs: [
      `Someone (we hope you) asked to use this address for their ${SITE.shortName} account. Nothing changes until the link below is followed; it works once and for 24 hours.`,
      "If you did not ask, ignore this e-mail: no account will use this address.",
    ],
    action: { label: "Confirm my new e-mail address", path: `/verify-email?token=${encodeURIComponent(token)}` },
  };
}

/** To the account's current address when a move to another one is asked for: its owner can still stop it. */
export function emailChangeNotice(): MailContent {
  return {
    subject: `Your ${SITE.shortName} e-mail address is being changed`,
    paragraphs: [
      "Someone signed in to your account asked to move it to a different e-mail address. Nothing changes unless the link we sent to that address is followed within 24 hours.",
      "If this was you, there is nothing more to do here. If it was not, change your password from your account now: that cancels the request and signs out every other session. If you cannot sign in, reset your password.",
    ],
    action: { label: "Open my account", path: "/account" },
    links: [{ label: "Reset my password", path: "/forgot-password" }],
  };
}

type OrderFacts = {
  id: string;
  productName: string;
  amountCents: number;
  currency: Currency;
  paidAt: Date | null;
  createdAt: Date;
  billingInterval: string | null;
  promotionCode?: string | null;
  discountCents?: number | null;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

export function receiptMail(order: OrderFacts): MailContent {
  // With a promotion code the amount is what was paid (for a subscription, its first month), and the code is named.
  const amount = `${formatExactPrice(order.amountCents, order.currency)}${order.billingInterval === "month" && !order.discountCents ? " / month" : ""}`;
  const code: Array<[string, string]> = order.discountCents
    ? [["Promotion code", `${order.promotionCode ?? ""} (−${formatExactPrice(order.discountCents, order.currency)})`]]
    : [];
  return {
    subject: `Your receipt: ${order.productName}`,
    paragraphs: ["Thank you for your purchase. This is your receipt.", "Your downloads and premium access are in your account."],
    details: [
      ["Product", order.productName],
      ...code,
      ["Amount", amount],
      ["Date", day(order.paidAt ?? order.createdAt)],
      ["Order number", order.id],
    ],
    action: { label: "Open my account and downloads", path: "/account" },
    links: [{ label: "Premium resources", path: "/resources" }],
  };
}

export function refundMail(order: OrderFacts): MailContent {
  return {
    subject: `Refund processed: ${order.productName}`,
    paragraphs: [
      `Your payment for ${order.productName} has been refunded, so the access it gave has ended.`,
      `Questions? Reply to ${SITE.supportEmail}.`,
    ],
    details: [
      ["Order number", order.id],
      ["Amount", formatExactPrice(order.amountCents, order.currency)],
    ],
    action: { label: "Open my account", path: "/account" },
  };
}

/**
 * A payment that arrived for an order we would not fulfil, given back at once:
 * usually a second tab or window paid for what an earlier payment had just
 * given the buyer; otherwise the order had been canceled before the money came.
 */
export function refusedPaymentMail(order: OrderFacts, refund: { amountCents: number; heldAlready: boolean }): MailContent {
  const why = refund.heldAlready
    ? `A second payment for ${order.productName} reached us after an earlier payment had already given it to you (two checkout tabs or windows open at once, for example). You already have it, so we refunded this payment in full.`
    : `A payment for ${order.productName} reached us after this order had been canceled, so we refunded it in full.`;
  return {
    subject: `Payment refunded: ${order.productName}`,
    paragraphs: [
      why,
      ...(order.billingInterval ? ["The subscription that payment started has been canceled too: it will not charge you again."] : []),
      refund.heldAlready ? "Nothing changes for what you hold: it is in your account as before." : "Nothing was bought with it.",
      `The refund reaches your card within 5 to 10 business days, depending on your bank. Questions? Reply to ${SITE.supportEmail}.`,
    ],
    details: [
      ["Order number", order.id],
      ["Refunded", formatExactPrice(refund.amountCents, order.currency)],
    ],
    action: { label: "Open my account", path: "/account" },
  };
}

/** A subscription set to end at its period's end: when access ends, and that resuming is still possible. */
export function subscriptionCanceledMail(facts: { productName: string; endsAt: Date; testMode: boolean }): MailContent {
  const until = formatDay(facts.endsAt);
  return {
    subject: `Your subscription is cancelled: access until ${until}`,
    paragraphs: [
      `You cancelled your ${facts.productName} subscription. Your premium access continues until ${until}, and nothing more will be charged.`,
      "Changed your mind? Resume it from your account before that date and it renews as before.",
      ...(facts.testMode ? ["This is a test-mode subscription: no card was ever charged."] : []),
      `Questions? Reply to ${SITE.supportEmail}.`,
    ],
    details: [
      ["Subscription", facts.productName],
      ["Access until", until],
    ],
    action: { label: "Open my account", path: "/account" },
  };
}

type Sender = { name: string; email: string; company?: string | null };

function senderDetails(sender: Sender): Array<[string, string]> {
  return [["Name", sender.name], ["Email", sender.email], ...(sender.company ? [["Company", sender.company] as [string, string]] : [])];
}

const REPLY_HINT = "Reply to this e-mail to answer them directly.";

export function enquiryNotice(enquiry: Sender & { id: number; message: string; selectedServices: string[]; sourcePath?: string | null }): MailContent {
  const services = enquiry.selectedServices.map(serviceLabel).join(", ");
  return {
    subject: `New enquiry #${enquiry.id}`,
    paragraphs: ["A new enquiry arrived through the website.", REPLY_HINT],
    details: [
      ...senderDetails(enquiry),
      ...(services ? [["Services", services] as [string, string]] : []),
      ...(enquiry.sourcePath ? [["Sent from", enquiry.sourcePath] as [string, string]] : []),
      ["Message", enquiry.message],
    ],
    action: { label: "Open the admin inbox", path: "/admin/inbox?kind=enquiry" },
  };
}

// The confirmations go to an address anyone may type, so they repeat nothing the visitor typed.

export function enquiryConfirmation(): MailContent {
  return {
    subject: "We received your enquiry",
    paragraphs: ["Hello,", "Thank you for your enquiry. We'll get back to you within 24 hours."],
    links: [{ label: SITE.name, path: "/" }],
  };
}

export function contactNotice(message: Sender & { id: number; message: string }): MailContent {
  return {
    subject: `New contact message #${message.id}`,
    paragraphs: ["A new message arrived through the contact form.", REPLY_HINT],
    details: [...senderDetails(message), ["Message", message.message]],
    action: { label: "Open the admin inbox", path: "/admin/inbox?kind=contact" },
  };
}

export function contactConfirmation(): MailContent {
  return {
    subject: "We received your message",
    paragraphs: ["Hello,", "Thank you for getting in touch. We'll reply within 24 hours."],
    links: [{ label: SITE.name, path: "/" }],
  };
}

export function affiliateNotice(application: Sender & { id: number; website: string | null; about: string; affiliateCode: string }): MailContent {
  return {
    subject: `New affiliate application #${application.id}`,
    paragraphs: ["A new affiliate application arrived. Applications are reviewed within 48 hours.", REPLY_HINT],
    details: [
      ...senderDetails(application),
      ...(application.website ? [["Website", application.website] as [string, string]] : []),
      ["Code", application.affiliateCode],
      ["About", application.about],
    ],
    action: { label: "Open the admin inbox", path: "/admin/inbox?kind=affiliate" },
  };
}

export function affiliateConfirmation(code: string): MailContent {
  return {
    subject: "We received your affiliate application",
    paragraphs: [
      "Hello,",
      "Thank you for applying to our affiliate programme. We review applications within 48 hours; commissions are typically 10-15% of sales, paid monthly.",
    ],
    details: [["Your affiliate code", code]],
    links: [{ label: SITE.name, path: "/" }],
  };
}

/** To an approved applicant: their terms, and the link that ties the programme to their account. */
export function affiliateApprovedMail(affiliate: { code: string; ratePercent: number; email: string }, path: string, linkDays: number): MailContent {
  return {
    subject: "Your affiliate application is approved",
    paragraphs: [
      "Hello,",
      `Welcome to our affiliate programme. You earn ${affiliate.ratePercent}% of what each order you refer pays.`,
      `Follow the link below and sign in, or create an account, with this address (${affiliate.email}). Your affiliate dashboard then shows your referral link, your clicks, orders and commissions. The link works for ${linkDays} days.`,
    ],
    details: [
      ["Your affiliate code", affiliate.code],
      ["Your commission", `${affiliate.ratePercent}%`],
    ],
    action: { label: "Open my affiliate dashboard", path },
  };
}

export function quoteNotice(quote: Sender & { id: number; productName: string; phone: string | null; message: string | null }): MailContent {
  return {
    subject: `New custom quote request #${quote.id}`,
    paragraphs: [`A custom quote was requested for ${quote.productName}.`, REPLY_HINT],
    details: [
      ...senderDetails(quote),
      ["Product", quote.productName],
      ...(quote.phone ? [["Phone", quote.phone] satisfies [string, string]] : []),
      ...(quote.message ? [["About the project", quote.message] satisfies [string, string]] : []),
    ],
    action: { label: "Open the admin inbox", path: "/admin/inbox?kind=quote" },
  };
}

export function quoteConfirmation(productName: string): MailContent {
  return {
    subject: "We received your quote request",
    paragraphs: ["Hello,", `Thank you for your interest in ${productName}. We'll contact you shortly to discuss your specific needs.`],
    links: [{ label: SITE.name, path: "/" }],
  };
}

/** To the admins: a member's guide upload waits for review. */
export function guideUploadWaitingMail(guideTitle: string, fileName: string): MailContent {
  return {
    subject: "A guide upload waits for your review",
    paragraphs: [
      "A member with premium access uploaded a new version of a guide. Members keep downloading the current version until you publish this one.",
    ],
    details: [
      ["Guide", guideTitle],
      ["File", fileName],
    ],
    action: { label: "Review guide uploads", path: "/admin/guide-uploads" },
  };
}
