import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { PostEditor, type EditorFields } from "~/components/admin/post-editor";
import { PostPreview } from "~/components/admin/post-preview";
import { PostRowActions } from "~/components/admin/post-row-actions";
import { FormError } from "~/components/form-fields";
import {
  AlreadyPublished,
  BODY_HINTS,
  createPost,
  data,
  editorResult,
  editorStatus,
  foreignImages,
  getPostForEditing,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  newsletterPanel,
  offerUploadedImage,
  parseAction,
  parsePostForm,
  postEditorSchema,
  postState,
  previewHtml,
  publishZone,
  readSendChoice,
  redirectWithError,
  redirectWithSuccess,
  requireAdmin,
  savedMessage,
  sendingTo,
  SlugTaken,
  startSend,
  updatePost,
  uploadImageFromForm,
} from "~/services/content/post-editor-route.server";
import type { PostBodyFormat } from "~/utils/post-body-format";
import { META_DESCRIPTION_MAX } from "~/utils/post-share";
import { wallTimeIn } from "~/utils/time-zone";

/** Only an existing post shows its send to subscribers: /admin/posts/new loads none of its code. */
const NewsletterSendPanel = lazy(() => import("~/components/admin/newsletter-send-panel"));

const NEW = "new";

function notFound() {
  return data({ message: "That post does not exist." }, { status: 404 });
}

/** The image limit the editor checks in the browser before sending a file (the action checks it again). */
const imageLimit = () => ({ bytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_MESSAGES.tooLarge });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const zone = publishZone();
  if (params.id === NEW) {
    const fields: EditorFields = {
      title: "", slug: "", description: "", metaDescription: "", category: "article", isPremium: "", author: admin.fullName, authorTitle: "",
      imageUrl: "", socialImageUrl: "", imageAlt: "", body: "", attachmentName: "", attachmentUrl: "",
      // A new post is a draft until the admin chooses to publish or schedule it.
      publish: "draft", publishAt: "", sendToSubscribers: "", newsletterSegment: "all",
    };
    const format: PostBodyFormat = "markdown";
    return { post: null, fields, format, bodyHint: BODY_HINTS[format], zone, metaDescriptionMax: META_DESCRIPTION_MAX, imageLimit: imageLimit(), foreignImages: [], newsletter: null };
  }
  const post = getPostForEditing(params.id ?? "");
  if (!post) throw notFound();
  const state = postState(post);
  const fields: EditorFields = {
    title: post.title,
    slug: post.slug,
    description: post.description,
    metaDescription: post.metaDescription ?? "",
    category: post.category,
    isPremium: post.isPremium ? "on" : "",
    author: post.author,
    authorTitle: post.authorTitle,
    imageUrl: post.imageUrl ?? "",
    socialImageUrl: post.socialImageUrl ?? "",
    imageAlt: "",
    // An HTML post's stored (sanitised) HTML is its source (docs/decisions/206).
    body: post.bodyFormat === "markdown" ? (post.bodyMarkdown ?? post.content) : post.content,
    attachmentName: post.attachmentName ?? "",
    attachmentUrl: post.attachmentUrl ?? "",
    publish: state === "scheduled" ? "schedule" : "draft",
    publishAt: post.publishAt ? wallTimeIn(post.publishAt, zone.name) : "",
    // A scheduled post's send, kept with its schedule, shows ticked.
    sendToSubscribers: post.sendOnPublish ? "on" : "",
    newsletterSegment: post.sendOnPublish ?? "all",
  };
  return {
    post: {
      id: post.id,
      title: post.title,
      slug: post.slug,
      state,
      ...editorStatus(post, zone.name),
    },
    fields,
    format: post.bodyFormat,
    bodyHint: BODY_HINTS[post.bodyFormat],
    zone,
    metaDescriptionMax: META_DESCRIPTION_MAX,
    imageLimit: imageLimit(),
    foreignImages: foreignImages(fields.body, post.bodyFormat),
    newsletter: newsletterPanel(post),
  };
}

/**
 * Save, Preview and Upload image are buttons of one form, so an upload keeps
 * what was typed, with JavaScript or without. A chosen image is stored
 * whichever button sent it; a refused one stops the save.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  // Only the button is read here: the editor's fields follow the post's format, so post-form.server.ts judges them.
  const posted = await parseAction(request, postEditorSchema);
  const { form } = posted;
  const existing = params.id === NEW ? null : getPostForEditing(params.id ?? "");
  if (params.id !== NEW && !existing) throw notFound();
  // The body is read in the post's own format: new posts are Markdown.
  const format = existing?.bodyFormat ?? "markdown";
  if (!posted.ok) return data(editorResult(form, format, { fieldErrors: posted.fieldErrors }), { status: 400 });
  const { intent } = posted.data;
  const image = await uploadImageFromForm(form, "image");
  if (image && !image.ok) return data(editorResult(form, format, { fieldErrors: { image: image.error } }), { status: image.status });
  const upload = image ? offerUploadedImage(form, image.image, format) : null;
  if (intent === "upload") {
    if (!upload) return data(editorResult(form, format, { fieldErrors: { image: IMAGE_MESSAGES.noFile } }), { status: 400 });
    return editorResult(form, format, { upload });
  }
  const zone = publishZone().name;
  const parsed = parsePostForm(form, { format, timeZone: zone });
  if (!parsed.ok) return data(editorResult(form, format, { fieldErrors: parsed.fieldErrors, upload }), { status: 400 });
  if (intent === "preview") return editorResult(form, format, { preview: previewHtml(parsed.input.contentHtml, parsed.share), upload });
  const send = readSendChoice(form, parsed.publish);
  if ("error" in send) return data(editorResult(form, format, { fieldErrors: { newsletterSegment: send.error }, upload }), { status: 400 });
  // A schedule keeps the send, which starts when the post is published (services/content/scheduled-posts.server.ts).
  const sendOnPublish = send.send && typeof parsed.publish === "object" ? { segment: send.segment, by: admin.id } : null;
  try {
    const saved = existing
      ? updatePost(existing.id, parsed.input, parsed.publish, sendOnPublish)
      : createPost(parsed.input, { source: "admin", publish: parsed.publish ?? false, sendOnPublish });
    if (!saved) throw notFound();
    const message = savedMessage(parsed.publish, zone, { isNew: !existing, wasPublished: existing?.isPublished ?? false });
    if (sendOnPublish) return redirectWithSuccess(`/admin/posts/${saved.id}`, { message, description: "It is sent to subscribers when it is published." });
    // Published first, then sent: a post is sent once, and only once it is on the site (its links work).
    const started = send.send ? startSend(saved.id, send.segment, admin.id) : null;
    if (started && !started.ok) return redirectWithError(`/admin/posts/${saved.id}`, `${message}, but not sent: ${started.error}`);
    return redirectWithSuccess(`/admin/posts/${saved.id}`, started?.ok ? { message, description: sendingTo(started.audience) } : message);
  } catch (error) {
    if (error instanceof SlugTaken) return data(editorResult(form, format, { fieldErrors: { slug: error.message }, upload }), { status: 400 });
    if (error instanceof AlreadyPublished) return data(editorResult(form, format, { fieldErrors: { publishAt: error.message }, upload }), { status: 400 });
    throw error;
  }
}

export default function AdminPostEditor() {
  const loaded = useLoaderData<typeof loader>();
  const { post, zone } = loaded;
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
            <span data-testid="post-state">{post.status}</span>
            {post.state === "published" ? (
              <Link to={`/blog/${post.slug}`} className="text-teal underline underline-offset-4">
                View /blog/{post.slug}
              </Link>
            ) : null}
            <PostRowActions id={post.id} title={post.title} state={post.state} />
          </div>
        ) : null}
      </div>
      {result && Object.keys(result.fieldErrors).length > 0 ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          Please correct the fields marked below.
        </p>
      ) : null}
      <FormError message={formError} />
      {post && loaded.newsletter ? (
        <Suspense>
          <NewsletterSendPanel postId={post.id} panel={loaded.newsletter} />
        </Suspense>
      ) : null}
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
        <PostEditor
          key={editorVersion(loaded, result?.upload)}
          fields={{ ...loaded.fields, ...result?.fields }}
          errors={result?.fieldErrors ?? {}}
          isNew={!post}
          format={loaded.format}
          bodyHint={loaded.bodyHint}
          current={post ? { state: post.state, publishedOn: post.publishedOn } : null}
          zone={zone}
          metaDescriptionMax={loaded.metaDescriptionMax}
          imageLimit={loaded.imageLimit}
          upload={result?.upload ?? null}
          foreignImages={result?.foreignImages ?? loaded.foreignImages}
          preview={<PostPreview html={result?.preview ?? null} answer={result} />}
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
