import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GatedDownload } from "~/components/blog/download-link";
import { PostCard, PremiumBadge } from "~/components/blog/post-card";
import { NewsletterIsland } from "~/components/newsletter-island";
import { OfferPanel } from "~/components/offer-panel";
import { CATEGORY_LABELS, POST_NOT_FOUND, formatPostDate } from "~/content/blog";
import { findPublishedPost, listOtherPosts } from "~/models/blog-post.server";
import { getAccessPlans } from "~/models/product.server";
import { findSlugRedirect } from "~/models/slug-redirects.server";
import { getAccess } from "~/services/auth/auth.server";
import { followUnlockLink } from "~/services/insights/funnel.server";
import { redirectWithError } from "~/services/requests/toast.server";
import { teaserHeaders } from "~/utils/cache-control";
import { cardImage } from "~/utils/images";
import { shareDescription, shareImage } from "~/utils/post-share";
import { sanitizeStoredHtml } from "~/utils/sanitize.server";
import { scrollingTables } from "~/utils/scrolling-tables.server";
import { originFrom, seo } from "~/utils/seo";
import { READER_WITHOUT_ACCESS, htmlToText, readableBody } from "~/utils/teaser.server";

/**
 * One post (SPEC §2 "Blog post", §7.7). A premium post read without access is
 * cut here, on the server: the loader returns only the teaser, so the rest
 * never reaches that browser, in the HTML or in the loader data.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // The unlock panel's Sign in link: the click counted once, then the same page without its marker.
  const onwards = followUnlockLink(request);
  if (onwards) throw redirect(onwards);
  const slug = params.slug ?? "";
  const post = findPublishedPost(slug);
  if (!post) {
    // A renamed post keeps its old address: a permanent redirect to where it lives now.
    const current = findSlugRedirect(slug);
    if (current && current !== slug) throw redirect(`/blog/${encodeURIComponent(current)}`, 301);
    throw await redirectWithError("/blog", POST_NOT_FOUND);
  }
  const access = await getAccess(request);
  const clean = { html: sanitizeStoredHtml(post.content), isPremium: post.isPremium };
  const { html, locked } = readableBody(clean, access);
  const payload = {
    post: {
      title: post.title,
      slug: post.slug,
      description: post.description,
      // An upload's card-width copy, for the header, share cards and structured data alike.
      imageUrl: post.imageUrl ? cardImage(post.imageUrl) : null,
      category: post.category,
      isPremium: post.isPremium,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      readingTime: post.readingTime,
      author: post.author,
      authorTitle: post.authorTitle,
      html: scrollingTables(html),
      // Search results and share cards: the admin's meta description, else the description, else the
      // start of what a reader without access sees (cut only when needed).
      summary: shareDescription(post) || htmlToText(readableBody(clean, READER_WITHOUT_ACCESS).html).slice(0, 200),
      // The social image, else the post's image when a share card can show it; null: the site's card.
      shareImage: shareImage(post),
      // Attachments are gated like the premium PDFs, whatever the post.
      attachment: post.attachmentUrl ? { href: post.attachmentUrl, name: post.attachmentName ?? "Attachment", allowed: access.hasAccess } : null,
    },
    locked,
    more: listOtherPosts(post.id).map((p) => ({ ...p, publishedAt: p.publishedAt?.toISOString() ?? null })),
    plans: locked ? getAccessPlans() : [],
  };
  // A teaser view is the funnel's first step (docs/decisions/218).
  return data(payload, { headers: locked ? teaserHeaders(post.slug) : {} });
}

export default function BlogPostPage() {
  const { post, locked, more, plans } = useLoaderData<typeof loader>();
  const here = `/blog/${post.slug}`;
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/blog" className="inline-flex min-h-11 items-center text-sm font-medium text-teal hover:underline">
        ← Knowledge Center
      </Link>
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_18rem]">
        {/* min-w-0: a grid item is otherwise as wide as its widest table, and the whole post overflows a phone. */}
        <article className="min-w-0">
          {post.imageUrl ? (
            <img src={post.imageUrl} alt="" width={1200} height={400} className="aspect-[3/1] w-full rounded-2xl bg-cream object-cover" />
          ) : null}
          <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-ink/70">
            <span>{formatPostDate(post.publishedAt)}</span>
            <span aria-hidden="true">·</span>
            <span>{post.readingTime} min read</span>
            <span aria-hidden="true">·</span>
            <span>{CATEGORY_LABELS[post.category]}</span>
            {post.isPremium ? <PremiumBadge label="Premium Content" /> : null}
          </p>
          <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-ink/80">
            By <span className="font-semibold">{post.author}</span>
            {post.authorTitle ? <span className="text-ink/70">, {post.authorTitle}</span> : null}
          </p>
          <div
            className={`post-body mt-8 ${locked ? "teaser" : "premium-body"}`}
            data-testid="post-body"
            // Sanitised with the allow-list when stored and again in the loader.
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          {locked ? (
            <div className="mt-8">
              <OfferPanel
                id="plans"
                plans={plans}
                next={here}
                fromPost={post.slug}
                heading="Unlock Premium Content"
                intro="This is a preview. Premium access opens the full article, every premium white paper and the Resources Hub guides."
              />
            </div>
          ) : null}
          {post.attachment ? (
            <section aria-labelledby="attachment" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
              <h2 id="attachment" className="font-semibold text-ink">
                Download
              </h2>
              <p className="mt-1 text-sm text-ink/75">{post.attachment.name}</p>
              <GatedDownload
                href={post.attachment.href}
                title={post.attachment.name}
                allowed={post.attachment.allowed}
                className="mt-3 inline-flex min-h-11 items-center rounded-md bg-teal px-4 text-sm font-semibold text-white"
                lockedLabel="Unlock to download"
                fromPost={locked ? post.slug : undefined}
              >
                Download attachment
              </GatedDownload>
            </section>
          ) : null}
          <section aria-labelledby="newsletter" className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
            <h2 id="newsletter" className="text-lg font-semibold text-ink">
              Get the next post by e-mail
            </h2>
            <p className="mb-4 mt-1 text-sm text-ink/75">New articles and white papers when they come out, and our free fermentation guide once you confirm.</p>
            <NewsletterIsland source="post" />
          </section>
        </article>
        <aside aria-labelledby="more" className="space-y-5">
          <h2 id="more" className="font-semibold text-ink">
            More Resources
          </h2>
          {locked ? (
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
              <p className="text-sm text-ink/75">Read this and every premium article in full.</p>
              <a href="#plans" className="mt-3 inline-flex min-h-11 items-center rounded-md bg-teal px-4 text-sm font-semibold text-white">
                See the plans
              </a>
            </div>
          ) : null}
          <ul className="space-y-5">
            {more.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}

export { sharedPageWithTeaser as headers } from "~/utils/cache-control";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Post not found" }];
  const origin = originFrom(matches);
  const { post } = data;
  const path = `/blog/${post.slug}`;
  const tags = seo({ title: post.title, description: post.summary, origin, path, image: post.shareImage ?? undefined, type: "article" });
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    author: { "@type": "Person", name: post.author },
    url: `${origin}${path}`,
    ...(post.imageUrl ? { image: `${origin}${post.imageUrl}` } : {}),
    // Google's paywalled-content markup: the teaser is a paywall, not cloaking.
    ...(post.isPremium
      ? { isAccessibleForFree: false, hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".premium-body" } }
      : { isAccessibleForFree: true }),
  };
  return [...tags, { "script:ld+json": article }];
};
