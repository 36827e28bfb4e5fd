/**
 * What visitors send us (docs/design.md "Data": stored, not just logged): enquiries,
 * contact messages and affiliate applications, plus the admin inbox that lists
 * them with quote requests.
 */
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { INBOX_KINDS, type InboxKind } from "~/utils/inbox-kinds";
import { affiliateApplications, contactMessages, enquiries, products, quoteRequests, users } from "~/db/schema";
import { serviceLabel } from "~/content/enquiry-services";
import { formatExactPrice } from "~/utils/money";
import { listPaidConsultingOrders, markOrderHandled } from "./order.server";

export function createEnquiry(input: typeof enquiries.$inferInsert) {
  return db.insert(enquiries).values(input).returning({ id: enquiries.id }).get();
}

export function createContactMessage(input: typeof contactMessages.$inferInsert) {
  return db.insert(contactMessages).values(input).returning({ id: contactMessages.id }).get();
}

/** Inserts the application with a fresh code, retrying on the (rare) code collision. */
export function createAffiliateApplication(
  input: Omit<typeof affiliateApplications.$inferInsert, "affiliateCode">,
  makeCode: () => string,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = db
      .insert(affiliateApplications)
      .values({ ...input, affiliateCode: makeCode() })
      .onConflictDoNothing({ target: affiliateApplications.affiliateCode })
      .returning({ id: affiliateApplications.id, affiliateCode: affiliateApplications.affiliateCode })
      .get();
    if (row) return row;
  }
  throw new Error("Could not find a free affiliate code");
}

/** A form is the account's when it sent it signed in, or sent it from one of its addresses (lower case). */
const sentBy = (table: typeof enquiries | typeof contactMessages | typeof affiliateApplications, userId: string, addresses: string[]) =>
  or(eq(table.userId, userId), inArray(sql`lower(${table.email})`, addresses));

/** What the account sent us through the forms, for its data export. */
export function listFormsOfAccount(userId: string, addresses: string[]) {
  return {
    enquiries: db.select().from(enquiries).where(sentBy(enquiries, userId, addresses)).orderBy(desc(enquiries.createdAt)).all(),
    contactMessages: db.select().from(contactMessages).where(sentBy(contactMessages, userId, addresses)).orderBy(desc(contactMessages.createdAt)).all(),
    affiliateApplications: db
      .select()
      .from(affiliateApplications)
      .where(sentBy(affiliateApplications, userId, addresses))
      .orderBy(desc(affiliateApplications.submittedAt))
      .all(),
  };
}

/** A deleted account's enquiries, contact messages and affiliate applications go with it; returns how many. */
export function deleteFormsOfAccount(userId: string, addresses: string[]): number {
  return [enquiries, contactMessages, affiliateApplications].reduce(
    (deleted, table) => deleted + db.delete(table).where(sentBy(table, userId, addresses)).run().changes,
    0,
  );
}

export { INBOX_KINDS, type InboxKind };

export type InboxItem = {
  kind: InboxKind;
  /** A row id; orders have text ids. */
  id: number | string;
  name: string;
  email: string;
  company: string | null;
  summary: string;
  details: string[];
  createdAt: Date;
  handledAt: Date | null;
};

const INBOX_LIMIT = 500;

function enquiryItems(): InboxItem[] {
  return db.select().from(enquiries).orderBy(desc(enquiries.createdAt)).limit(INBOX_LIMIT).all().map((r) => ({
    kind: "enquiry",
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    summary: r.message,
    details: [...(r.selectedServices.length ? [`Services: ${r.selectedServices.map(serviceLabel).join(", ")}`] : []), ...(r.sourcePath ? [`Sent from: ${r.sourcePath}`] : [])],
    createdAt: r.createdAt,
    handledAt: r.handledAt,
  }));
}

function contactItems(): InboxItem[] {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(INBOX_LIMIT).all().map((r) => ({
    kind: "contact",
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    summary: r.message,
    details: [],
    createdAt: r.createdAt,
    handledAt: r.handledAt,
  }));
}

function affiliateItems(): InboxItem[] {
  return db
    .select()
    .from(affiliateApplications)
    .orderBy(desc(affiliateApplications.submittedAt))
    .limit(INBOX_LIMIT)
    .all()
    .map((r) => ({
      kind: "affiliate",
      id: r.id,
      name: r.name,
      email: r.email,
      company: null,
      summary: r.about,
      details: [`Code: ${r.affiliateCode}`, ...(r.website ? [`Website: ${r.website}`] : [])],
      createdAt: r.submittedAt,
      handledAt: r.handledAt,
    }));
}

function quoteItems(): InboxItem[] {
  return db
    .select({ quote: quoteRequests, productName: products.name, userName: users.fullName })
    .from(quoteRequests)
    .innerJoin(products, eq(products.id, quoteRequests.productId))
    .leftJoin(users, eq(users.id, quoteRequests.userId))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(INBOX_LIMIT)
    .all()
    .map(({ quote, productName, userName }) => ({
      kind: "quote",
      id: quote.id,
      // Older requests carry no name: fall back to the account's.
      name: quote.name ?? userName ?? "Unknown",
      email: quote.email ?? "",
      company: null,
      summary: quote.message ? `Custom quote requested for ${productName}: ${quote.message}` : `Custom quote requested for ${productName}`,
      details: [`Product: ${productName}`, ...(quote.phone ? [`Phone: ${quote.phone}`] : [])],
      createdAt: quote.createdAt,
      handledAt: quote.handledAt,
    }));
}

/** Paid consulting orders: the buyer was promised contact within 24 hours. */
function orderItems(): InboxItem[] {
  return listPaidConsultingOrders(INBOX_LIMIT).map(({ order, productName, userName, email }) => ({
    kind: "order",
    id: order.id,
    name: userName,
    email,
    company: null,
    summary: `Consulting order: ${productName} (${formatExactPrice(order.amountCents, order.currency)}). Contact the buyer within 24 hours.`,
    details: [`Status: ${order.status}`, `Order: ${order.id}`],
    createdAt: order.paidAt ?? order.createdAt,
    handledAt: order.handledAt,
  }));
}

const LISTERS: Record<InboxKind, () => InboxItem[]> = {
  enquiry: enquiryItems,
  contact: contactItems,
  affiliate: affiliateItems,
  quote: quoteItems,
  order: orderItems,
};

/** Newest first, optionally one kind only. */
export function listInbox(kind?: InboxKind): InboxItem[] {
  const kinds = kind ? [kind] : INBOX_KINDS;
  return kinds.flatMap((k) => LISTERS[k]()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const TABLES = {
  enquiry: enquiries,
  contact: contactMessages,
  affiliate: affiliateApplications,
  quote: quoteRequests,
} as const;

/** Marks one item handled; returns false when there is no such unhandled item. */
export function markHandled(kind: InboxKind, id: string): boolean {
  if (kind === "order") return markOrderHandled(id);
  const rowId = Number(id);
  if (!Number.isSafeInteger(rowId) || rowId < 1) return false;
  const table = TABLES[kind];
  const result = db
    .update(table)
    .set({ handledAt: new Date() })
    .where(and(eq(table.id, rowId), isNull(table.handledAt)))
    .run();
  return result.changes > 0;
}
