import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postSlugRedirects } from "~/db/schema";

/**
 * The current slug of the post that used to live at `slug`, or undefined.
 * /blog/$slug calls this when no post has the slug, and redirects (301) to
 * /blog/<current>; the post page then applies its own published check.
 */
export function findSlugRedirect(slug: string): string | undefined {
  return db
    .select({ slug: blogPosts.slug })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(eq(postSlugRedirects.oldSlug, slug))
    .get()?.slug;
}
