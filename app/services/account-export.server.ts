/**
 * "Download my data": everything we hold about an account, as one JSON
 * document (the right of access, GDPR art. 15). Never session ids, token
 * hashes or the password hash: those are keys, not facts about the person.
 */
import { SITE } from "~/content/site";
import { getCustomer } from "~/models/customer.server";
import { listOrdersForUser } from "~/models/order.server";
import { listMailTo } from "~/models/outbox.server";
import { listQuoteRequestsOfUser } from "~/models/quote.server";
import { listUploadsBy } from "~/models/resource-file.server";
import { listSessionsOfUser } from "~/models/session.server";
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
      items: order.unlocks.map((item) => ({ productId: item.productId, name: item.name, grantedAt: iso(item.grantedAt), revokedAt: iso(item.revokedAt) })),
    })),
    purchases: orders.flatMap((order) =>
      order.unlocks.map((item) => ({ orderId: order.id, productId: item.productId, name: item.name, grantedAt: iso(item.grantedAt), revokedAt: iso(item.revokedAt) })),
    ),
    quoteRequests: listQuoteRequestsOfUser(userId).map(({ quote, productName }) => ({
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
    mailSentToYou: listMailTo(user.email).map((mail) => ({ subject: mail.subject, status: mail.status, createdAt: iso(mail.createdAt), sentAt: iso(mail.sentAt) })),
  };
}
