import { Link } from "@remix-run/react";
import { useAccount } from "~/components/page-context";
import { CATEGORY_LABELS, formatPostDate, type BlogCategoryId } from "~/content/blog";
import { cardImage } from "~/utils/images";

export type PostCardData = {
  id: string;
  title: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  category: BlogCategoryId;
  isPremium: boolean;
  publishedAt: string | null;
  readingTime: number;
};

export function PremiumBadge({ label = "Premium" }: { label?: string }) {
  return <span className="rounded-full bg-amber/20 px-2.5 py-0.5 text-xs font-semibold text-ink">{label}</span>;
}

/** `fetchpriority` is not in React 18's attribute types; React passes it through as written. */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * SPEC §2 post card. The first card of a list is in the first screen: its image
 * loads at once and first (it is often the largest paint); the others lazily.
 */
export function PostCard({ post, first = false }: { post: PostCardData; first?: boolean }) {
  const href = `/blog/${post.slug}`;
  // A reader with access reads the whole post: no "preview" (their page is rendered for their access, docs/decisions/190).
  const hasAccess = useAccount()?.hasAccess ?? false;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10" data-testid="post-card">
      {post.imageUrl ? (
        <img src={cardImage(post.imageUrl)} alt="" width={640} height={320} loading={first ? "eager" : "lazy"} {...(first ? HIGH_PRIORITY : {})} className="aspect-[2/1] w-full bg-cream object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs text-ink/70">
          <span>{formatPostDate(post.publishedAt)}</span>
          <span aria-hidden="true">·</span>
          <span>{CATEGORY_LABELS[post.category]}</span>
          {post.isPremium ? <PremiumBadge /> : null}
        </p>
        <h2 className="mt-2 text-lg font-semibold text-ink">
          <Link to={href} className="hover:text-teal hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-ink/75">{post.description}</p>
        {/* The title in the link's text, not only in an aria-label: "Read More" alone says nowhere where it goes. */}
        <Link to={href} className="mt-4 font-semibold text-teal underline">
          {post.isPremium ? (hasAccess ? "Read" : "Read Preview") : "Read More"}
          <span className="sr-only">{`: ${post.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
