/**
 * Everything the post editor's route (routes/admin.posts.$id) uses on the
 * server, from one module. In the browser each server module is an empty
 * module, and one shared by several routes becomes a chunk of its own that the
 * page loads at start (about 110 bytes each); one module per route keeps them
 * out, and /admin/posts/new is at its JavaScript budget (docs/decisions/224).
 */
export { data } from "@remix-run/node";
export { AlreadyPublished, createPost, getPostForEditing, postState, SlugTaken, updatePost } from "~/models/admin-posts.server";
export { requireAdmin } from "~/services/auth/auth.server";
export { IMAGE_MESSAGES, MAX_IMAGE_BYTES, uploadImageFromForm } from "~/services/files/image-upload.server";
export {
  BODY_HINTS,
  editorResult,
  editorStatus,
  foreignImages,
  offerUploadedImage,
  parsePostForm,
  publishZone,
  savedMessage,
} from "~/services/content/post-form.server";
export { previewHtml } from "~/services/content/post-preview.server";
export { newsletterPanel, readSendChoice } from "~/services/newsletter/send-form.server";
export { sendingTo, startSend } from "~/services/newsletter/send.server";
export { parseAction } from "~/services/requests/parse-action.server";
export { redirectWithError, redirectWithSuccess } from "~/services/requests/toast.server";
export { postEditorSchema } from "~/utils/forms.server";
