import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostEditor, PostPreview, type EditorFields } from "~/components/admin/post-editor";
import { PostRowActions } from "~/components/admin/post-row-actions";
import { createPost, getPostForEditing, SlugTaken, updatePost } from "~/models/admin-posts.server";
import { requireAdmin } from "~/services/auth.server";
import { parsePostForm } from "~/services/post-form.server";
import { readForm } from "~/services/read-form.server";
import { assertSameOrigin } from "~/services/security.server";
import { redirectWithSuccess } from "~/services/toast.server";

const NEW = "new";

function notFound() {
  return data({ message: "That post does not exist." }, { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  if (params.id === NEW) {
    const fields: EditorFields = {
      title: "", slug: "", description: "", category: "article", isPremium: "", author: admin.fullName, authorTitle: "",
      imageUrl: "", body: "", attachmentName: "", attachmentUrl: "", publish: "on",
    };
    return { post: null, fields };
  }
  const post = getPostForEditing(params.id ?? "");
  if (!post) throw notFound();
  const fields: EditorFields = {
    title: post.title,
    slug: post.slug,
    description: post.description,
    category: post.category,
    isPremium: post.isPremium ? "on" : "",
    author: post.author,
    authorTitle: post.authorTitle,
    imageUrl: post.imageUrl ?? "",
    // Seeded and generated posts have no Markdown source: their HTML is valid Markdown as it is.
    body: post.bodyMarkdown ?? post.content,
    attachmentName: post.attachmentName ?? "",
    attachmentUrl: post.attachmentUrl ?? "",
    publish: "",
  };
  return { post: { id: post.id, title: post.title, slug: post.slug, isPublished: post.isPublished, source: post.source }, fields };
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request);
  const form = await readForm(request);
  const parsed = parsePostForm(form);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, fields: parsed.fields, preview: null }, { status: 400 });
  if (form.get("intent") === "preview") {
    return { fieldErrors: {}, fields: parsed.fields, preview: parsed.input.contentHtml };
  }
  try {
    if (params.id === NEW) {
      const post = createPost(parsed.input, { source: "admin", publish: parsed.publish });
      return redirectWithSuccess(`/admin/posts/${post.id}`, parsed.publish ? "Post published" : "Draft saved");
    }
    const saved = updatePost(params.id ?? "", parsed.input);
    if (!saved) throw notFound();
    return redirectWithSuccess(`/admin/posts/${saved.id}`, "Post saved");
  } catch (error) {
    if (!(error instanceof SlugTaken)) throw error;
    return data({ fieldErrors: { slug: error.message }, fields: parsed.fields, preview: null }, { status: 400 });
  }
}

export default function AdminPostEditor() {
  const { post, fields } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <Link to="/admin/posts" className="text-sm text-teal underline underline-offset-4">
        ← All posts
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">{post ? `Edit: ${post.title}` : "New post"}</h1>
        {post ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>{post.isPublished ? "Published" : "Draft"}</span>
            {post.isPublished ? (
              <Link to={`/blog/${post.slug}`} className="text-teal underline underline-offset-4">
                View /blog/{post.slug}
              </Link>
            ) : null}
            <PostRowActions id={post.id} title={post.title} published={post.isPublished} />
          </div>
        ) : null}
      </div>
      {result && Object.keys(result.fieldErrors).length > 0 ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          Please correct the fields marked below.
        </p>
      ) : null}
      {result?.preview ? <PostPreview html={result.preview} /> : null}
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <PostEditor fields={result?.fields ?? fields} errors={result?.fieldErrors ?? {}} isNew={!post} />
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit post · Admin" }, { name: "robots", content: "noindex" }];
