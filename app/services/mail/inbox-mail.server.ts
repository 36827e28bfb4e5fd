/**
 * Storing what visitors send, with its mails in the same transaction: a
 * notification to NOTIFY_EMAILS (Reply-To the sender) and a confirmation to
 * the sender. If the mail cannot be stored, neither is the form. A form sent
 * while signed in, and its mails, belong to the account (deleting it deletes
 * them). The
 * confirmation goes to an address anyone may type: it carries none of their
 * text, and one address gets at most a few a day, whatever the forms.
 */
import { createAffiliateApplication, createContactMessage, createEnquiry } from "~/models/inbox.server";
import { createQuoteRequest } from "~/models/quote.server";
import { countMailsTo } from "~/models/outbox.server";
import { inTransaction } from "~/models/transaction.server";
import { enqueueMail, notifyAddresses, type MailContent } from "./mail.server";
import * as messages from "./mail-messages.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

/** The signed-in account that sent a form, or null. */
type Sender = { userId: string | null };

function notifyTeam(event: string, replyTo: string, content: MailContent, { userId }: Sender) {
  for (const to of notifyAddresses()) enqueueMail({ event, to, replyTo, content, userId });
}

const CONFIRMATIONS_PER_ADDRESS = RATE_LIMITS.confirmationMails;

/** The sender's confirmation, unless their address has had its share today (the form itself still counts). */
function confirmToSender(event: string, to: string, content: MailContent, { userId }: Sender) {
  const since = new Date(Date.now() - CONFIRMATIONS_PER_ADDRESS.windowMs);
  if (countMailsTo(to, CONFIRMATIONS_PER_ADDRESS.bucket, since) >= CONFIRMATIONS_PER_ADDRESS.max) return;
  enqueueMail({ event, to, content, userId });
}

type EnquiryInput = { name: string; email: string; company: string | null; message: string; selectedServices: string[]; sourcePath: string | null };

export function storeEnquiry(input: EnquiryInput & Sender) {
  return inTransaction(() => {
    const { id } = createEnquiry(input);
    notifyTeam(`enquiry:${id}`, input.email, messages.enquiryNotice({ ...input, id }), input);
    confirmToSender(`enquiry-confirmation:${id}`, input.email, messages.enquiryConfirmation(), input);
    return { id };
  });
}

export function storeContactMessage(input: { name: string; email: string; company: string | null; message: string } & Sender) {
  return inTransaction(() => {
    const { id } = createContactMessage(input);
    notifyTeam(`contact:${id}`, input.email, messages.contactNotice({ ...input, id }), input);
    confirmToSender(`contact-confirmation:${id}`, input.email, messages.contactConfirmation(), input);
    return { id };
  });
}

export function storeAffiliateApplication(input: { name: string; email: string; website: string | null; about: string } & Sender, makeCode: () => string) {
  return inTransaction(() => {
    const row = createAffiliateApplication(input, makeCode);
    notifyTeam(`affiliate:${row.id}`, input.email, messages.affiliateNotice({ ...input, ...row }), input);
    confirmToSender(`affiliate-confirmation:${row.id}`, input.email, messages.affiliateConfirmation(row.affiliateCode), input);
    return row;
  });
}

export function storeQuoteRequest(input: { productId: string; productName: string; name: string; email: string; phone: string | null; message: string | null } & Sender) {
  return inTransaction(() => {
    const { productName, ...request } = input;
    const row = createQuoteRequest(request);
    notifyTeam(`quote:${row.id}`, input.email, messages.quoteNotice({ ...input, id: row.id }), input);
    confirmToSender(`quote-confirmation:${row.id}`, input.email, messages.quoteConfirmation(productName), input);
    return row;
  });
}
