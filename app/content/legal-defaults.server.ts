/**
 * The text of each legal page until an admin saves their own: a plain account
 * of what this site really does (its cookies, what it stores and for how long,
 * who else handles data, what a refund takes back), for the owner to review
 * with an adviser before launch. Server-only so that no page's scripts carry it.
 */
import { AFFILIATE_TERM_LINES } from "./affiliate-terms";
import type { LegalSlug } from "./legal-pages";
import { AFFILIATE_TERMS, COOKIES } from "../../server/policy/index.js";

/** When these defaults were written: the "Last updated" date of a page still on its default. */
export const LEGAL_DEFAULTS_WRITTEN = "2026-11-29";

const TERMS = `These terms apply when you use the Kitchen & Key Consulting website ("the site") and when you buy from it. They are written for busy people who run restaurants, hotels and kitchens. If anything is unclear, ask us through our [contact page](/contact) before you buy.

## Who we are

Kitchen & Key Consulting is a hospitality consultancy. On this site we publish articles and white papers, sell premium access and digital products, and take enquiries for consulting work.

## Your account

- You need an account to buy. Use your own name and an e-mail address you read: receipts, password resets and refund notices are sent there.
- Keep your password to yourself. An account is for one person; please do not share a login across your team.
- We may suspend or close an account that breaks these terms.

## What you can buy

Each price is shown next to the product and again on the payment page, in the currency you will be charged. Payments are taken by Stripe (see our [Privacy Policy](/privacy)).

- **Premium access: a one-time payment of $49.99.** It opens the full premium articles in the Knowledge Center, the premium PDF guides (Prompt Rulebook, Department Prompt Pack and AI Starter Kit), the premium white papers and the daily AI course, with the updates we publish to them. You pay once; it is not a subscription. "Lifetime" means for as long as we run this site and service.
- **The Monthly Operator Briefing: $19.99 a month.** A subscription: one practical briefing each month, and premium access while you subscribe. It renews every month until it is cancelled; to cancel, write to us (see our [Refund Policy](/refunds)). When the subscription ends, the access it gave ends too.
- **Digital products** (playbooks, templates, calculators, guides and apps). They are ready in your [account](/account) as soon as the payment succeeds. Every purchase also includes premium access.
- **Consulting bought online.** After payment we contact you to agree dates and scope. Larger projects are quoted separately and follow the written proposal we send you.

Access belongs to your account, not to a device, and is checked each time you open premium content.

## Using what you buy

- You may use our guides, templates and prompts inside your own business and adapt them for your own team.
- You may not resell or publish them, or share the files or your login outside your business.
- Our articles and white papers are general guidance. Some white papers are drafted with the help of AI (they are signed "AI Research Team") and reviewed by our team. None of it replaces advice from a qualified professional on your own premises, food safety, employment or legal questions: check figures and rules against those that apply where you operate.

## Acceptable use

When you use the site, please do not:

- try to get into accounts, pages or files that are not yours, or test the site's security without our written permission;
- copy the site's content in bulk, by hand or with automated tools;
- send automated or bulk submissions through the enquiry, contact, quote or affiliate forms;
- send or upload anything unlawful or abusive, or files you have no right to share. New versions of guides uploaded by members are checked by us before anyone else can download them.

We may remove content and suspend accounts that break these rules.

## Affiliate programme

Anyone may apply to recommend us through the [affiliate programme](/affiliate). We review applications within 48 hours; commissions are typically 10-15% of sales, paid monthly. Once we approve you, these terms apply:

${AFFILIATE_TERM_LINES.map((line) => `- ${line}`).join("\n")}
- Your own purchases, made from your account or with your e-mail address, earn nothing.
- Your dashboard in your [account](/account/affiliate) shows your link, clicks, orders and commissions. We may suspend an affiliate who breaks these terms or promotes us with spam or misleading claims; commissions already approved are still paid.

## Our responsibility to you

We take care to make our content accurate and useful and to keep the site running, but we cannot promise that it is free of errors or always available. Decisions you make for your business remain yours.

As far as the law allows, we are not responsible for indirect losses (such as lost profit or a business interruption), and our total responsibility to you for anything to do with the site is limited to what you paid us in the 12 months before your claim. Nothing in these terms takes away rights you have by law that cannot be excluded.

## Changes to these terms

We may update these terms, for example when we add a product. The date at the top of this page shows when they last changed. The terms in force when you bought something apply to that purchase.

## Contact

Questions about these terms: write to us through our [contact page](/contact).
`;

const PRIVACY = `This policy explains what Kitchen & Key Consulting stores about you when you use this site, why, for how long, and who else handles it. We collect only what the site needs to work.

## The short version

- No advertising, no analytics from another company, no tracking cookies: the site counts its own visits without a cookie (see "What we count" below). We do not sell your data or share it for marketing.
- The site sets one cookie to keep you signed in, a short-lived one to show a confirmation after you send a form, and, when you arrive through an affiliate partner's link, one that remembers which partner sent you.
- Card details go straight to our payment processor, Stripe. They never reach our server.

## Cookies

| Cookie | What it does | How long it lasts |
|---|---|---|
| \`__session\` | Keeps you signed in. It holds only a random identifier that points to your sign-in on our server; signing out deletes both. It is sent only to this site, cannot be read by scripts on the page, and travels only over a secure connection when the site runs on https. | 30 days, or until you sign out |
| \`toast\` | Carries a one-line notice, such as "Message sent", to the next page after you submit a form. | Deleted as soon as the notice has been shown |
| \`${COOKIES.referral}\` | Set only when you follow an affiliate partner's link (an address with \`?${AFFILIATE_TERMS.linkParam}=\` or \`/r/\`). It holds the partner's code and the time you followed the link, nothing about you, so that a purchase you make within ${AFFILIATE_TERMS.cookieDays} days earns that partner their commission. It cannot be read by scripts on the page. A later partner's link replaces it. | ${AFFILIATE_TERMS.cookieDays} days |

None of these cookies is used for tracking or advertising.

Videos on our pages are not loaded until you press play. When you do, the player comes from YouTube's privacy-enhanced domain (youtube-nocookie.com), and YouTube's privacy policy applies to it.

## What we store, and why

- **Your account:** your name, e-mail address, your password in hashed form (scrambled with scrypt, so that nobody can read it back), whether you have confirmed your e-mail address, and whether you have premium access. We need these to sign you in and to give you what you paid for.
- **Your orders:** what you bought, the price and currency, the status (paid, refunded, cancelled) and dates, with Stripe's reference numbers for the payment. We need these to give you access, to show your orders in your [account](/account), to handle refunds and for our accounts.
- **Messages you send us:** enquiries, contact messages, quote requests and affiliate applications, with the name, e-mail address, company, phone number or website you give, your message and, for an enquiry, the page you sent it from. We use them to reply to you.
- **Newsletter:** if you subscribe, your e-mail address, the name you give (optional), whether you have confirmed, and your consent: when you gave it and from which form (the blog, a post, the free-guide card or your account); never your IP address. We send the newsletter only once you have confirmed through the link we e-mail you (or, from your account, with an address you have already confirmed), and every newsletter has a link to unsubscribe in one click.
- **Files you upload:** new versions of the premium guides, with the file's name and size and the account that uploaded it.
- **E-mails we send:** a copy of each e-mail the site sends (receipts, refund notices, password-reset and address-confirmation links, confirmations of your messages and the notices to our team about them), so that it is delivered even when the mail server is briefly down. The link in a password-reset or confirmation e-mail is removed from our copy once it has been delivered.
- **Affiliate link visits:** for each partner, how many times their link was followed per day, the page it led to and the website it was on (its address only). Nothing about the visitor who followed it. An order made within ${AFFILIATE_TERMS.cookieDays} days of following a partner's link, or with a partner's promotion code, records that partner, so that they are paid their commission; they see their own totals, not who you are.
- **Protection against abuse:** to stop floods of automated sign-ins, sign-ups and form submissions, we count recent attempts per network (IP) address and, for password resets and newsletter subscriptions, per e-mail address.

The site's own request log records which pages were requested and how the server answered; it does not record your IP address.

## How long we keep it

| What | How long |
|---|---|
| Sign-in sessions | 30 days, or until you sign out; expired ones are deleted automatically |
| Password-reset and address-confirmation links | Valid for 1 hour (reset) and 24 hours (confirmation); deleted automatically once expired |
| Attempt counts (IP and e-mail addresses) | About an hour; deleted automatically |
| Copies of delivered e-mails | 90 days after delivery, then deleted automatically. An e-mail not yet delivered is kept until it is sent or we remove it |
| Your account | Until you delete it on your [account](/account) page |
| Newsletter subscription and consent | Until you unsubscribe and ask us to delete it, or delete your account: that deletes the subscription of its addresses. An unconfirmed subscription receives nothing; its link works for 48 hours |
| Orders | As long as we need them for our accounts and tax records, also after you delete your account (then without your name or e-mail address) |
| Messages you sent us | Until we delete them, or you delete your account: that deletes the messages you sent while signed in or from its e-mail addresses |

## Who else handles your data

- **Stripe** processes payments. You enter your card details on Stripe's secure payment page. We send Stripe your e-mail address, the product, the price and our order number (and, for a sale through an affiliate partner, our reference for that partner); Stripe tells us whether the payment succeeded. Stripe's privacy policy applies to what you give it.
- **Our e-mail provider** delivers the e-mails the site sends, through the mail server we have set up. It sees each e-mail's address, subject and content. Our e-mails contain no tracking images.
- **Our team** receives each enquiry, contact message, quote request and affiliate application by e-mail, so that we can reply.
- **Anthropic**, an AI company: our administrators use its service to draft white papers. Only the topic an administrator types is sent; nothing about you or any other visitor is.
- **Our hosting provider** runs the server that stores the site's database.

## Your choices and rights

On your [account](/account) page you can see your orders and access, change your password and e-mail address, download a copy of everything we hold about your account (including the messages you sent us and the e-mails we sent you), and delete your account. Deleting it erases your name, e-mail addresses and password, the messages you sent us while signed in or from its addresses, and our copies of the e-mails to you or about your messages, and your newsletter subscription; a running subscription is cancelled. We keep your paid orders, without your name or address, because accounting and tax law require us to keep records of sales. For anything else, such as messages sent from another address, write to us through our [contact page](/contact). Depending on where you live, data protection law may give you further rights, including the right to complain to your data protection authority.

## Keeping it safe

Passwords are stored only in hashed form, the sign-in cookie holds nothing about you, form submissions from other sites are refused, and premium files are served only to accounts with the right to them.

## Changes to this policy

When what we store or who handles it changes, we update this page; the date at the top shows when it last changed.

## Contact

Questions about your data: write to us through our [contact page](/contact).
`;

const REFUNDS = `We sell digital goods (premium access, downloadable guides and templates, and a monthly briefing) and consulting that we schedule with you after payment. This page explains when we refund, how to ask, and what happens when we do.

## How to ask

Write to us through our [contact page](/contact) within 14 days of your purchase. Include the e-mail address of your account and the order number; you will find it on your receipt and in your [account](/account). We reply within 24 hours.

## When we refund

- **Premium access ($49.99, one-time) and digital products.** You get them the moment your payment succeeds. If something does not work, is not what its page described, or you bought it twice by mistake, ask within 14 days and we will put it right or refund you in full.
- **The Monthly Operator Briefing ($19.99 a month).** Cancel at any time by writing to us: we stop the subscription so that you are not charged again. If you meant to cancel and have not used the month just charged, ask within 14 days of that charge and we will refund it.
- **Consulting bought online.** Cancel before we have started the work and we refund you in full. Once the work has started, we refund the part not yet delivered.

Where the law where you live gives you a right to a refund, you get it, whatever this page says.

## What happens when we refund

- The money goes back to the card you paid with, through Stripe. Banks usually take 5 to 10 business days to show it.
- You receive an e-mail confirming the refund.
- A full refund ends what that order gave you: its downloads stop working for your account, and your premium access ends unless another paid order still gives it. A partial refund leaves your access in place.
- When a subscription ends, the premium access it gave ends with it.
`;

/** Trimmed as a saved text is, so saving the default unchanged is no edit. */
export const LEGAL_DEFAULTS: Record<LegalSlug, string> = { terms: TERMS.trim(), privacy: PRIVACY.trim(), refunds: REFUNDS.trim() };
