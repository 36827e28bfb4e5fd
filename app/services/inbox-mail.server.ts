/**
 * Storing what visitors send, with its mails in the same transaction: a
 * notification to NOTIFY_EMAILS (Reply-To the sender) and a confirmation to
 * the sender. If the mail cannot be stored, neither is the form. The
 * confirmation goes to an address anyone may type: it carries none of their
 * text, and one address gets at most a few a day, whatever the forms.
 */
import { createAffiliateApplication, createContactMessage, createEnquiry } from "~/models/inbox.server";
import { createQuoteRequest } from "~/models/quote.server";
import { countMailsTo } from "~/models/outbox.server";
import { inTransaction } from "~/models/transaction.server";
import { enqueueMail, notifyAddresses, type MailContent } from "./mail.server";
import * as messages from "./mail-messages.server";

function notifyTeam(event: string, replyTo: string, content: MailContent) {
  for (const to of notifyAddresses()) enqueueMail({ event, to, replyTo, content });
}

const CONFIRMATIONS_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

/** The sender's confirmation, unless their address has had its share today (the form itself still counts). */
function confirmToSender(event: string, to: string, content: MailContent) {
  const since = new Date(Date.now() - CONFIRMATIONS_PER_ADDRESS.windowMs);
  if (countMailsTo(to, "%-confirmation:%", since) >= CONFIRMATIONS_PER_ADDRESS.max) return;
  enqueueMail({ event, to, content });
}

type EnquiryInput = { name: string; email: string; company: string | null; message: string; selectedServices: string[]; sourcePath: string | null };

export function storeEnquiry(input: EnquiryInput) {
  return inTransaction(() => {
    const { id } = createEnquiry(input);
    notifyTeam(`enquiry:${id}`, input.email, messages.enquiryNotice({ ...input, id }));
    confirmToSender(`enquiry-confirmation:${id}`, input.email, messages.enquiryConfirmation());
    return { id };
  });
}

export function storeContactMessage(input: { name: string; email: string; company: string | null; message: string }) {
  return inTransaction(() => {
    const { id } = createContactMessage(input);
    notifyTeam(`contact:${id}`, input.email, messages.contactNotice({ ...input, id }));
    confirmToSender(`contact-confirmation:${id}`, input.email, messages.contactConfirmation());
    return { id };
  });
}

export function storeAffiliateApplication(input: { name: string; email: string; website: string | null; about: string }, makeCode: () => string) {
  return inTransaction(() => {
    const row = createAffiliateApplication(input, makeCode);
    notifyTeam(`affiliate:${row.id}`, input.email, messages.affiliateNotice({ ...input, ...row }));
    confirmToSender(`affiliate-confirmation:${row.id}`, input.email, messages.affiliateConfirmation(row.affiliateCode));
    return row;
  });
}

export function storeQuoteRequest(input: { productId: string; productName: string; userId: string | null; name: string; email: string; phone: string | null; message: string | null }) {
  return inTransaction(() => {
    const { productName, ...request } = input;
    const row = createQuoteRequest(request);
    notifyTeam(`quote:${row.id}`, input.email, messages.quoteNotice({ ...input, id: row.id }));
    confirmToSender(`quote-confirmation:${row.id}`, input.email, messages.quoteConfirmation(productName));
    return row;
  });
}
