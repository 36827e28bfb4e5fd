import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostRowActions } from "~/components/admin/post-row-actions";
import { deletePost, listAllPosts, postState, setPostPublished } from "~/models/admin-posts.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { publishZone } from "~/services/content/post-form.server";
import { sendingTo, startSendsOnPublish } from "~/services/newsletter/send.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { formatDay, formatDayTime } from "~/utils/dates";
import { postRowSchema } from "~/utils/forms.server";

const CATEGORY_LABELS: Record<string, string> = { "white-paper": "White paper", "case-study": "Case study", article: "Article", research: "Research" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const timeZone = publishZone().name;
  const posts = listAllPosts().map((post) => ({
    ...post,
    state: postState(post),
    date: (post.publishedAt ?? post.publishAt ?? post.createdAt).toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    // Written out here, in the zone the editor takes it in: the browser's code stays small.
    scheduledFor: post.publishAt ? formatDayTime(post.publishAt, timeZone) : null,
    createdAt: post.createdAt.toISOString(),
  }));
  return { posts };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, postRowSchema);
  if (!parsed.ok) return data({ error: "Unknown action." }, { status: 400 });
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    if (!deletePost(id)) return data({ error: "That post no longer exists." }, { status: 404 });
    return redirectWithSuccess("/admin/posts", "Post deleted");
  }
  const before = setPostPublished(id, intent === "publish");
  if (!before) return data({ error: "That post no longer exists." }, { status: 404 });
  const message = intent === "publish" ? "Post published" : before === "scheduled" ? "Schedule cancelled: the post is a draft" : "Post unpublished";
  // A scheduled post published by hand starts the send kept with its schedule now, not at the timer's next look.
  const sending = intent === "publish" ? startSendsOnPublish().find((start) => start.postId === id)?.result : undefined;
  if (sending?.ok) return redirectWithSuccess("/admin/posts", { message, description: sendingTo(sending.audience) });
  return redirectWithSuccess("/admin/posts", message);
}

export default function AdminPosts() {
  const { posts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">Posts</h1>
        <Link to="/admin/posts/new" className="rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
          New post
        </Link>
      </div>
      {result?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          {result.error}
        </p>
      ) : null}
      <div className="scroll-hint relative mt-6 overflow-x-auto rounded-2xl shadow-sm ring-1 ring-ink/10 [--hint-bg:var(--color-white)]">
        <table className="w-full text-left text-sm">
          <thead className="text-ink/70">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Title</th>
              <th scope="col" className="px-4 py-3 font-medium">Category</th>
              <th scope="col" className="px-4 py-3 font-medium">Date</th>
              <th scope="col" className="px-4 py-3 font-medium">Access</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id} className="border-t border-ink/10 align-top" data-testid="post-row">
                <td className="px-4 py-3">
                  <Link to={`/admin/posts/${post.id}`} className="font-medium text-teal underline underline-offset-4">
                    {post.title}
                  </Link>
                  <span className="block text-xs text-ink/70">/blog/{post.slug}{post.source === "ai" ? " · AI" : ""}</span>
                </td>
                <td className="px-4 py-3">{CATEGORY_LABELS[post.category] ?? post.category}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDay(post.date)}</td>
                <td className="px-4 py-3">{post.isPremium ? "Premium" : "Free"}</td>
                <td className="px-4 py-3">
                  {post.state === "published" ? "Published" : post.state === "scheduled" ? (
                    <>
                      Scheduled
                      <span className="block text-xs text-ink/70">{post.scheduledFor}</span>
                    </>
                  ) : "Draft"}
                </td>
                <td className="px-4 py-3">
                  <PostRowActions id={post.id} title={post.title} state={post.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {posts.length === 0 ? <p className="p-4 text-sm text-ink/70">No posts yet.</p> : null}
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Posts · Admin" }, { name: "robots", content: "noindex" }];
