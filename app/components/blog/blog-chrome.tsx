import { Form, Link, useNavigation } from "@remix-run/react";
import { BLOG_CATEGORY_LINKS, type BlogCategoryId } from "~/content/blog";
import { MAX_QUERY_LENGTH } from "~/utils/search-query";

export function categoryHref(id: BlogCategoryId | null, q = "") {
  const params = new URLSearchParams();
  if (id) params.set("category", id);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** SPEC's category buttons, as links; changing category starts again at page 1. */
export function CategoryNav({ active, q }: { active: BlogCategoryId | null; q: string }) {
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 sm:min-w-0 sm:flex-wrap">
        {BLOG_CATEGORY_LINKS.map((c) => {
          const current = c.id === active;
          return (
            <li key={c.label}>
              <Link
                to={categoryHref(c.id, q)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                  current ? "bg-teal text-white ring-teal" : "bg-white text-ink/80 ring-ink/15 hover:text-teal"
                }`}
              >
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A GET form: works without JS; the category, when chosen, is kept. */
export function SearchForm({ q, category }: { q: string; category: BlogCategoryId | null }) {
  return (
    <Form method="get" action="/blog" role="search" className="flex w-full max-w-md gap-2">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor="blog-search" className="sr-only">
        Search the Knowledge Center
      </label>
      <input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search articles and white papers"
        className="min-h-11 flex-1 rounded-md border border-ink/20 bg-white px-3 text-sm"
      />
      <button type="submit" className="min-h-11 rounded-md bg-teal px-4 text-sm font-semibold text-white hover:bg-teal-dark">
        Search
      </button>
    </Form>
  );
}

/** SPEC's spinner while a new page of posts loads (JS only; without JS the browser shows its own). */
export function LoadingSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== "/blog") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-20 z-30 flex justify-center">
      <span className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-md ring-1 ring-ink/10">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-teal border-t-transparent" />
        Loading…
      </span>
    </div>
  );
}

/** The featured 'photolog' banner (page 1 of All Resources only). */
export function PhotologBanner() {
  return (
    <section aria-labelledby="photolog" className="mt-8 overflow-hidden rounded-2xl bg-teal-dark text-cream">
      <div className="grid items-center gap-6 p-6 sm:grid-cols-[1.4fr_1fr] sm:p-8">
        <div>
          <p className="text-xs font-semibold tracking-widest text-amber-light uppercase">Featured photolog</p>
          <h2 id="photolog" className="mt-2 text-2xl font-bold">
            Inside the kitchens we work with
          </h2>
          <p className="mt-2 text-cream/85">
            A photo journal from client projects: fermentation rooms, banquet lines, rooftop gardens and the teams who run them.
          </p>
          <Link to="/blog?category=case-study" className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-light underline">
            See the case studies
          </Link>
        </div>
        <img src="/images/blog/case-study.svg" alt="" width={480} height={240} className="hidden w-full rounded-xl bg-cream/10 sm:block" />
      </div>
    </section>
  );
}

export type FeaturedPaper = { id: string; title: string; description: string; href: string; isNew: boolean; imageUrl: string | null };

/** SPEC's sidebar of featured white papers. */
export function FeaturedSidebar({ papers }: { papers: FeaturedPaper[] }) {
  return (
    <aside aria-labelledby="featured-papers" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <h2 id="featured-papers" className="font-semibold text-ink">
        Featured White Papers
      </h2>
      <ul className="mt-4 space-y-4">
        {papers.map((p) => (
          <li key={p.id}>
            <Link to={p.href} className="font-medium text-teal hover:underline">
              {p.title}
            </Link>
            {p.isNew ? <span className="ml-2 rounded-full bg-amber/20 px-2 py-0.5 text-xs font-semibold">New</span> : null}
            <p className="mt-1 text-sm text-ink/70">{p.description}</p>
          </li>
        ))}
      </ul>
      <Link to="/white-papers" className="mt-4 inline-block text-sm font-semibold text-teal underline">
        Browse the white-paper library
      </Link>
    </aside>
  );
}
