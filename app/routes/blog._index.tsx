import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Suspense, lazy } from "react";
import { CategoryNav, FeaturedSidebar, LoadingSpinner, PhotologBanner, SearchForm, categoryHref } from "~/components/blog/blog-chrome";
import { PaginationNav } from "~/components/blog/pagination-nav";
import { PostCard } from "~/components/blog/post-card";
import { SearchResults } from "~/components/blog/search-results";
import { NewsletterIsland } from "~/components/newsletter-island";
import { WHITE_PAPER_TABS, type BlogCategoryId, type WhitePaperTab } from "~/content/blog";
import { blogIndexData } from "~/services/content/blog-index.server";
import { originFrom, seo } from "~/utils/seo";

/** Only the white-paper category shows the library, so its code loads only there. */
const WhitePaperLibrary = lazy(() => import("~/components/blog/white-paper-library").then((m) => ({ default: m.WhitePaperLibrary })));

/**
 * The Knowledge Center (SPEC §2 "Blog", §7.6): published posts six a page,
 * filtered by `?category=`; `?q=` searches instead; the White Papers category
 * shows the white-paper library. Every state is a URL, so all of it works
 * without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return blogIndexData(request);
}

function pageHref(category: BlogCategoryId | null, q: string, page: number) {
  const href = categoryHref(category, q);
  if (page === 1) return href;
  return `${href}${href.includes("?") ? "&" : "?"}page=${page}`;
}

export default function BlogPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <LoadingSpinner />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-teal sm:text-4xl">Knowledge Center</h1>
          <p className="mt-3 max-w-2xl text-ink/75">
            Articles, case studies, research and white papers for restaurant and hotel operators.
          </p>
        </div>
        <SearchForm q={data.q} category={data.category} />
      </div>
      <div className="mt-6">
        <CategoryNav active={data.category} q={data.q} />
      </div>
      {data.view === "list" && data.page === 1 && data.category === null ? <PhotologBanner /> : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div>
          {data.view === "list" ? (
            data.posts.length === 0 ? (
              <p className="rounded-2xl bg-white p-8 text-center text-ink/75 shadow-sm ring-1 ring-ink/10">No posts found</p>
            ) : (
              <>
                <ul className="grid gap-5 sm:grid-cols-2">
                  {data.posts.map((post, i) => (
                    <li key={post.id}>
                      <PostCard post={post} first={i === 0} />
                    </li>
                  ))}
                </ul>
                <PaginationNav page={data.page} count={data.pageCount} hrefFor={(n) => pageHref(data.category, "", n)} />
              </>
            )
          ) : null}
          {data.view === "search" ? (
            <>
              <SearchResults q={data.q} hits={data.hits} total={data.total} suggestion={data.suggestion} closest={data.closest} />
              <PaginationNav page={data.page} count={data.pageCount} hrefFor={(n) => pageHref(data.category, data.q, n)} />
            </>
          ) : null}
          {data.view === "library" ? (
            <Suspense fallback={null}>
              <WhitePaperLibrary
                items={data.items}
                tab={data.tab}
                plans={data.plans}
                hrefFor={(tab: WhitePaperTab) => (tab === "all" ? "/blog?category=white-paper" : `/blog?category=white-paper&tab=${tab}`)}
              />
            </Suspense>
          ) : null}
        </div>
        {data.view === "library" ? null : <FeaturedSidebar papers={data.featured} />}
      </div>
      <section aria-labelledby="newsletter" className="mt-10 max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6">
        <h2 id="newsletter" className="text-lg font-semibold text-ink">
          Subscribe to the Knowledge Center
        </h2>
        <p className="mb-4 mt-1 text-sm text-ink/75">Each new post by e-mail, and our free fermentation guide once you confirm.</p>
        <NewsletterIsland source="blog" />
      </section>
      <p className="mt-10 text-sm text-ink/70">
        <Link to="/blog/rss.xml" reloadDocument className="underline">
          RSS feed
        </Link>
      </p>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  ...seo({
    title: "Knowledge Center",
    description: "Articles, case studies, research and white papers for hospitality operators.",
    origin: originFrom(matches),
    path: "/blog",
  }),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Knowledge Center", href: "/blog/rss.xml" },
];
