/**
 * Storing what visitors send, with its mails in the same transaction: a
 * notification to NOTIFY_EMAILS (Reply-To the sender) and a confirmation to
 * the sender. If the mail cannot be stored, neither is the form.
 */
import { createAffiliateApplication, createContactMessage, createEnquiry } from "~/models/inbox.server";
import { createQuoteRequest } from "~/models/quote.server";
import { inTransaction } from "~/models/transaction.server";
import { enqueueMail, notifyAddresses, type MailContent } from "./mail.server";
import * as messages from "./mail-messages.server";

function notifyTeam(event: string, replyTo: string, content: MailContent) {
  for (const to of notifyAddresses()) enqueueMail({ event, to, replyTo, content });
}

type EnquiryInput = { name: string; email: string; company: string | null; message: string; selectedServices: string[]; sourcePath: string | null };

export function storeEnquiry(input: EnquiryInput) {
  return inTransaction(() => {
    const { id } = createEnquiry(input);
    notifyTeam(`enquiry:${id}`, input.email, messages.enquiryNotice({ ...input, id }));
    enqueueMail({ event: `enquiry-confirmation:${id}`, to: input.email, content: messages.enquiryConfirmation(input.name) });
    return { id };
  });
}

export function storeContactMessage(input: { name: string; email: string; company: string | null; message: string }) {
  return inTransaction(() => {
    const { id } = createContactMessage(input);
    notifyTeam(`contact:${id}`, input.email, messages.contactNotice({ ...input, id }));
    enqueueMail({ event: `contact-confirmation:${id}`, to: input.email, content: messages.contactConfirmation(input.name) });
    return { id };
  });
}

export function storeAffiliateApplication(input: { name: string; email: string; website: string | null; about: string }, makeCode: () => string) {
  return inTransaction(() => {
    const row = createAffiliateApplication(input, makeCode);
    notifyTeam(`affiliate:${row.id}`, input.email, messages.affiliateNotice({ ...input, ...row }));
    enqueueMail({
      event: `affiliate-confirmation:${row.id}`,
      to: input.email,
      content: messages.affiliateConfirmation(input.name, row.affiliateCode),
    });
    return row;
  });
}

export function storeQuoteRequest(input: { productId: string; productName: string; userId: string | null; name: string; email: string }) {
  return inTransaction(() => {
    const { productName, ...request } = input;
    const row = createQuoteRequest(request);
    notifyTeam(`quote:${row.id}`, input.email, messages.quoteNotice({ ...input, id: row.id }));
    enqueueMail({ event: `quote-confirmation:${row.id}`, to: input.email, content: messages.quoteConfirmation(input.name, productName) });
    return row;
  });
}
