import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostEditor, PostPreview, type EditorFields } from "~/components/admin/post-editor";
import { PostRowActions } from "~/components/admin/post-row-actions";
import { FormError } from "~/components/form-fields";
import { createPost, getPostForEditing, SlugTaken, updatePost } from "~/models/admin-posts.server";
import { requireAdmin } from "~/services/auth.server";
import { IMAGE_MESSAGES, uploadImageFromForm } from "~/services/image-upload.server";
import { editorResult, foreignImages, offerUploadedImage, parsePostForm } from "~/services/post-form.server";
import { readForm } from "~/services/read-form.server";
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
      imageUrl: "", imageAlt: "", body: "", attachmentName: "", attachmentUrl: "",
      // A new post is a draft until the admin chooses to publish it.
      publish: "",
    };
    return { post: null, fields, foreignImages: [] };
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
    imageAlt: "",
    // Seeded and generated posts have no Markdown source: their HTML is valid Markdown as it is.
    body: post.bodyMarkdown ?? post.content,
    attachmentName: post.attachmentName ?? "",
    attachmentUrl: post.attachmentUrl ?? "",
    publish: "",
  };
  return {
    post: { id: post.id, title: post.title, slug: post.slug, isPublished: post.isPublished, source: post.source },
    fields,
    foreignImages: foreignImages(fields.body),
  };
}

/**
 * Save, Preview and Upload image are buttons of one form, so an upload keeps
 * what was typed, with JavaScript or without. A chosen image is stored
 * whichever button sent it; a refused one stops the save.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const image = await uploadImageFromForm(form, "image");
  if (image && !image.ok) return data(editorResult(form, { fieldErrors: { image: image.error } }), { status: image.status });
  const upload = image ? offerUploadedImage(form, image.image) : null;
  if (intent === "upload") {
    if (!upload) return data(editorResult(form, { fieldErrors: { image: IMAGE_MESSAGES.noFile } }), { status: 400 });
    return editorResult(form, { upload });
  }
  const parsed = parsePostForm(form);
  if (!parsed.ok) return data(editorResult(form, { fieldErrors: parsed.fieldErrors, upload }), { status: 400 });
  if (intent === "preview") return editorResult(form, { preview: parsed.input.contentHtml, upload });
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
    return data(editorResult(form, { fieldErrors: { slug: error.message }, upload }), { status: 400 });
  }
}

export default function AdminPostEditor() {
  const loaded = useLoaderData<typeof loader>();
  const { post } = loaded;
  const result = useActionData<typeof action>();
  // A full disk answers every form with `formError` and only the fields it could read (storage-faults.server.ts).
  const formError = (result as { formError?: string } | undefined)?.formError;
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
      <FormError message={formError} />
      {result?.preview ? <PostPreview html={result.preview} foreignImages={result.foreignImages} /> : null}
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <PostEditor
          key={editorVersion(loaded, result?.upload)}
          fields={{ ...loaded.fields, ...result?.fields }}
          errors={result?.fieldErrors ?? {}}
          isNew={!post}
          upload={result?.upload ?? null}
          foreignImages={result?.foreignImages ?? loaded.foreignImages}
        />
      </section>
    </div>
  );
}

/**
 * The form is drawn anew only when the server changed what it holds: a post
 * saved (another post, or its title or slug made anew) or an image uploaded
 * (it fills the image field). A preview or a refused save hands back what was
 * typed, so the inputs stay as they are, with a tick made while it was sent.
 */
function editorVersion(loaded: { post: { id: string } | null; fields: EditorFields }, upload: { path: string } | null | undefined) {
  return [loaded.post?.id ?? NEW, loaded.fields.title, loaded.fields.slug, upload?.path ?? ""].join("\n");
}

export const meta: MetaFunction = () => [{ title: "Edit post · Admin" }, { name: "robots", content: "noindex" }];
