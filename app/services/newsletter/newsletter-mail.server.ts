/**
 * A post as a newsletter mail: the subject is its title, the HTML part its
 * body with inline styles and the text part the same words. A premium post
 * goes to a free subscriber as the post page's teaser (readableBody: the same
 * server cut), so the hidden part never leaves the server, with an unlock
 * link; to a premium subscriber, and a free post to anyone, whole. Images and
 * links are absolute (mail is read outside the site) and every link to the
 * site carries utm_source=newsletter, so the dashboard counts the visits.
 */
import { Parser } from "htmlparser2";
import { SITE } from "~/content/site";
import { siteUrl } from "~/services/mail/mail.server";
import { getEnv } from "~/utils/env.server";
import { cardImage } from "~/utils/images";
import { sanitizeStoredHtml } from "~/utils/sanitize.server";
import { readableBody } from "~/utils/teaser.server";

export type NewsletterPost = { title: string; slug: string; content: string; isPremium: boolean; imageUrl: string | null };

/** A mail's parts with UNSUBSCRIBE_MARK standing for the recipient's own link (one rendering per send and kind of reader). */
export type NewsletterMailTemplate = { subject: string; html: string; text: string; locked: boolean };

/** Stands for the recipient's unsubscribe link; no post holds it (sanitised HTML has no braces in attributes it could come from). */
export const UNSUBSCRIBE_MARK = "{{newsletter-unsubscribe-url}}";

const BLOCK = new Set(["p", "h2", "h3", "h4", "li", "blockquote", "pre", "tr", "table", "figure", "figcaption", "hr", "ul", "ol"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The site link tagged for the campaign; another site's link as it is. */
export function trackedUrl(href: string, campaign: string): string {
  const base = `${getEnv().PUBLIC_URL}/`;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  if (url.origin !== new URL(base).origin) return url.toString();
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", campaign);
  return url.toString();
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * The stored (sanitised) body made fit for a mail: links and images absolute,
 * site links tagged, images no wider than the mail, lazy loading dropped.
 */
export function mailBodyHtml(html: string, campaign: string): string {
  return html
    .replace(/\s(href|src)="([^"]*)"/g, (_, name: string, value: string) => {
      const url = name === "href" ? trackedUrl(decode(value), campaign) : siteUrl(decode(value));
      return ` ${name}="${escapeHtml(url)}"`;
    })
    .replace(/\s(loading|decoding|tabindex)="[^"]*"/g, "")
    .replace(/<img /g, '<img style="max-width:100%;height:auto" ');
}

/** The words of the body with its paragraphs, and each link's address after its text. */
export function mailBodyText(html: string): string {
  let out = "";
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        if (name === "br") out += "\n";
        else if (name === "li") out += "\n- ";
        else if (BLOCK.has(name)) out += "\n\n";
        if (name === "a") hrefs.push(attribs.href ?? "");
        if (name === "img" && attribs.alt) out += `[${attribs.alt}]`;
      },
      onclosetag: (name) => {
        if (name === "a") {
          const href = hrefs.pop();
          if (href && !href.startsWith("mailto:")) out += ` (${href})`;
        } else if (BLOCK.has(name)) out += "\n\n";
      },
      ontext: (text) => {
        out += text.replace(/\s+/g, " ");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

/** The mail a reader with (`premium`) or without premium access gets of `post`. */
export function renderNewsletterMail(post: NewsletterPost, premium: boolean): NewsletterMailTemplate {
  const campaign = post.slug;
  const { html: body, locked } = readableBody({ html: sanitizeStoredHtml(post.content), isPremium: post.isPremium }, { hasAccess: premium });
  const postUrl = trackedUrl(`/blog/${encodeURIComponent(post.slug)}`, campaign);
  // The post's page: after the same teaser it offers the ways to unlock the rest.
  const unlockUrl = postUrl;
  const homeUrl = trackedUrl("/", campaign);
  const mailHtml = mailBodyHtml(body, campaign);
  const image = post.imageUrl ? `<p style="margin:0 0 16px"><img src="${escapeHtml(siteUrl(cardImage(post.imageUrl)))}" alt="" style="max-width:100%;height:auto;border-radius:8px"></p>` : "";
  const afterBody = locked
    ? `<p style="margin:24px 0 0;font-weight:600">This is a premium post: the rest is for members.</p>${button(unlockUrl, "Unlock the full post")}`
    : `<p style="margin:24px 0"><a href="${escapeHtml(postUrl)}" style="color:#0f766e">Read it on the site</a></p>`;
  const footer = [
    `You receive this because you subscribed to ${escapeHtml(SITE.name)}'s new posts.`,
    `<a href="${UNSUBSCRIBE_MARK}" style="color:#666">Unsubscribe</a> (one click, no sign-in).`,
    `<a href="${escapeHtml(homeUrl)}" style="color:#666">${escapeHtml(SITE.name)}</a> · ${escapeHtml(SITE.supportEmail)}`,
  ].join("<br>");
  const html = [
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(post.title)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.6;max-width:600px;margin:0 auto;padding:24px">`,
    `<p style="margin:0 0 8px;font-size:13px;color:#666">${escapeHtml(SITE.name)}</p>`,
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px;color:#0f766e"><a href="${escapeHtml(postUrl)}" style="color:#0f766e;text-decoration:none">${escapeHtml(post.title)}</a></h1>`,
    image,
    `<div>${mailHtml}</div>`,
    afterBody,
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:13px;color:#666">${footer}</p>`,
    `</body></html>`,
  ].join("");
  const text = [
    post.title,
    mailBodyText(mailHtml),
    locked ? `This is a premium post: the rest is for members.\nUnlock the full post: ${unlockUrl}` : `Read it on the site: ${postUrl}`,
    `-- \nYou receive this because you subscribed to ${SITE.name}'s new posts.\nUnsubscribe (one click): ${UNSUBSCRIBE_MARK}\n${SITE.name}: ${homeUrl}\n${SITE.supportEmail}`,
  ].join("\n\n");
  return { subject: post.title, html, text: `${text}\n`, locked };
}

/** The template with one recipient's unsubscribe link. */
export function personalise(template: NewsletterMailTemplate, unsubscribeUrl: string) {
  return {
    subject: template.subject,
    htmlBody: template.html.split(UNSUBSCRIBE_MARK).join(escapeHtml(unsubscribeUrl)),
    textBody: template.text.split(UNSUBSCRIBE_MARK).join(unsubscribeUrl),
  };
}
