/**
 * A post's send to subscribers: POST starts it (the send form on the post's
 * admin page, for a published post not yet sent); GET answers its progress
 * for the page's panel to poll while it runs (with JavaScript; without it the
 * post's page shows the same on reload). Admins only.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getPostForEditing } from "~/models/admin-posts.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { newsletterPanel } from "~/services/newsletter/send-form.server";
import { startSend } from "~/services/newsletter/send.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithError, redirectWithSuccess } from "~/services/requests/toast.server";
import { newsletterSendSchema } from "~/utils/newsletter-forms.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const post = getPostForEditing(params.id ?? "");
  if (!post) throw Response.json({ message: "That post does not exist." }, { status: 404 });
  // A resource route: its answers are Responses of their own (data() is for pages). Private, as every answer not declared public.
  return Response.json({ panel: newsletterPanel(post) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const here = `/admin/posts/${encodeURIComponent(params.id ?? "")}`;
  const parsed = await parseAction(request, newsletterSendSchema);
  if (!parsed.ok) return Response.json({ error: parsed.fieldErrors.newsletterSegment ?? "Choose who receives it." }, { status: 400 });
  const started = startSend(params.id ?? "", parsed.data.newsletterSegment, admin.id);
  if (!started.ok) {
    if (started.status === 404) return Response.json({ error: started.error }, { status: 404 });
    throw await redirectWithError(here, started.error);
  }
  return redirectWithSuccess(here, { message: "Sending to subscribers", description: `${started.audience} ${started.audience === 1 ? "subscriber" : "subscribers"} will receive it.` });
}
