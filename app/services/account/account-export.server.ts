/**
 * "Download my data": everything we hold about an account, as one JSON
 * document (the right of access, GDPR art. 15). Never session ids, token
 * hashes or the password hash: those are keys, not facts about the person.
 */
import { SITE } from "~/content/site";
import { ledgerRows } from "~/models/affiliate-ledger.server";
import { findAffiliateOfUser } from "~/models/affiliates.server";
import { getCustomer } from "~/models/customer.server";
import { listOrdersForUser } from "~/models/order.server";
import { addressesOfAccount } from "~/models/email-token.server";
import { listFormsOfAccount } from "~/models/inbox.server";
import { listMailOfAccount } from "~/models/outbox.server";
import { listQuoteRequestsOfAccount } from "~/models/quote.server";
import { listUploadsBy } from "~/models/resource-file.server";
import { listSessionsOfUser } from "~/models/session.server";
import { findSubscriberOfAccount } from "~/models/subscriber.server";
import { getUserById } from "~/models/user.server";
import { formatExactPrice } from "~/utils/money";
import { paymentReference } from "~/utils/payment-reference";
import { pendingEmailChange } from "./email-change.server";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function accountData(userId: string, now = new Date()) {
  const user = getUserById(userId);
  if (!user) throw new Error(`No user ${userId}`);
  const customer = getCustomer(userId);
  const orders = listOrdersForUser(userId);
  const pending = pendingEmailChange(userId);
  const addresses = addressesOfAccount(userId, user.email);
  const forms = listFormsOfAccount(userId, addresses);
  const mail = listMailOfAccount(userId, addresses);
  // A notice to our team about a form has Reply-To the sender; everything else went to the person.
  const toTeam = (m: (typeof mail)[number]) => m.replyTo !== null && !addresses.includes(m.to.toLowerCase());
  return {
    exportedAt: now.toISOString(),
    from: `${SITE.name}: everything we hold about your account on this date.`,
    profile: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      role: user.role,
      createdAt: iso(user.createdAt),
    },
    customer: customer
      ? { name: customer.name, email: customer.email, premiumAccess: customer.hasAccess, stripeCustomerId: customer.stripeCustomerId, createdAt: iso(customer.createdAt) }
      : null,
    pendingEmailChange: pending ? { newEmail: pending.email, requestedAt: iso(pending.createdAt), linkExpiresAt: iso(pending.expiresAt) } : null,
    orders: orders.map((order) => ({
      id: order.id,
      product: order.productName,
      productId: order.productId,
      price: formatExactPrice(order.amountCents, order.currency),
      amountMinorUnits: order.amountCents,
      currency: order.currency,
      billing: order.billingInterval ? `every ${order.billingInterval}` : "one-time",
      status: order.status,
      testMode: order.mode === "test",
      createdAt: iso(order.createdAt),
      paidAt: iso(order.paidAt),
      endedAt: iso(order.endedAt),
      paymentReference: order.paidAt ? paymentReference(order) : null,
      businessDetails: order.billingCompany || order.billingTaxId ? { company: order.billingCompany, taxId: order.billingTaxId } : null,
      items: order.unlocks.map((item) => ({ productId: item.productId, name: item.name, grantedAt: iso(item.grantedAt), revokedAt: iso(item.revokedAt) })),
    })),
    purchases: orders.flatMap((order) =>
      order.unlocks.map((item) => ({ orderId: order.id, productId: item.productId, name: item.name, grantedAt: iso(item.grantedAt), revokedAt: iso(item.revokedAt) })),
    ),
    enquiries: forms.enquiries.map((enquiry) => ({
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company,
      services: enquiry.selectedServices,
      message: enquiry.message,
      sentFrom: enquiry.sourcePath,
      createdAt: iso(enquiry.createdAt),
    })),
    contactMessages: forms.contactMessages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      company: message.company,
      message: message.message,
      createdAt: iso(message.createdAt),
    })),
    affiliateApplications: forms.affiliateApplications.map((application) => ({
      id: application.id,
      name: application.name,
      email: application.email,
      website: application.website,
      about: application.about,
      affiliateCode: application.affiliateCode,
      submittedAt: iso(application.submittedAt),
    })),
    affiliate: affiliateData(userId, now),
    newsletter: newsletterData(userId, user.email),
    quoteRequests: listQuoteRequestsOfAccount(userId, addresses).map(({ quote, productName }) => ({
      id: quote.id,
      product: productName,
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      message: quote.message,
      createdAt: iso(quote.createdAt),
      handledAt: iso(quote.handledAt),
    })),
    guideUploads: listUploadsBy(userId).map((upload) => ({ ...upload, uploadedAt: iso(upload.uploadedAt), publishedAt: iso(upload.publishedAt) })),
    signedInSessions: listSessionsOfUser(userId, now).map((session) => ({ startedAt: iso(session.createdAt), expiresAt: iso(session.expiresAt) })),
    mailSentToYou: mail.filter((m) => !toTeam(m)).map((m) => ({ to: m.to, subject: m.subject, status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
    noticesToOurTeamAboutYourMessages: mail.filter(toTeam).map((m) => ({ subject: m.subject, createdAt: iso(m.createdAt) })),
  };
}

/** The affiliate the account is, with every commission row of its ledger; null for most accounts. */
function affiliateData(userId: string, now: Date) {
  const affiliate = findAffiliateOfUser(userId);
  if (!affiliate) return null;
  return {
    code: affiliate.code,
    name: affiliate.name,
    email: affiliate.email,
    ratePercent: affiliate.ratePercent,
    status: affiliate.status,
    approvedAt: iso(affiliate.approvedAt),
    commissions: ledgerRows({ affiliateId: affiliate.id }, now).map((row) => ({
      product: row.productName,
      kind: row.kind,
      state: row.state,
      orderAmount: formatExactPrice(row.baseCents, row.currency),
      ratePercent: row.ratePercent,
      amount: formatExactPrice(row.amountCents, row.currency),
      createdAt: iso(row.createdAt),
      approvedFrom: iso(row.availableAt),
    })),
  };
}

/** The newsletter subscription of the account's address, with its consent (when, from which form); null when there is none. */
function newsletterData(userId: string, email: string) {
  const subscriber = findSubscriberOfAccount(userId, email);
  if (!subscriber) return null;
  return {
    email: subscriber.email,
    name: subscriber.name,
    status: subscriber.status,
    source: subscriber.source,
    consentAt: iso(subscriber.consentAt),
    consentNote: subscriber.consentNote,
    subscribedAt: iso(subscriber.createdAt),
    unsubscribedAt: iso(subscriber.unsubscribedAt),
  };
}
