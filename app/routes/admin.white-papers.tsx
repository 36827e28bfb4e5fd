import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AiSetupHelp } from "~/components/admin/ai-setup-help";
import { GenerationFailedAlert, LastGeneratedNotice } from "~/components/admin/generation-notice";
import { PaperReleaseForm } from "~/components/admin/paper-release-form";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import { latestWhitePaper } from "~/models/admin-posts.server";
import { claimManualGeneration, releaseManualGeneration } from "~/models/generation-run.server";
import { isAiConfigured } from "~/services/white-papers/anthropic.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import {
  generateWhitePaper,
  GenerationFailed,
  MAX_TOPIC_LENGTH,
  PAPER_RELEASES,
  paperRelease,
  setPaperRelease,
  whitePaperFormsSchema,
} from "~/services/white-papers/white-paper-generator.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const last = latestWhitePaper();
  return {
    configured: isAiConfigured(),
    release: paperRelease(),
    last: last
      ? { id: last.id, title: last.title, slug: last.slug, published: last.isPublished, publishedAt: last.publishedAt?.toISOString() ?? null }
      : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const posted = await parseAction(request, whitePaperFormsSchema);
  const typed = typeof posted.fields.topic === "string" ? posted.fields.topic : "";
  if (!posted.ok) {
    const fieldError = posted.fieldErrors.topic;
    if (fieldError) return data({ error: null, fieldError, topic: typed }, { status: 400 });
    return data({ error: posted.fieldErrors[posted.focus]!, fieldError: null, topic: "" }, { status: 400 });
  }
  if (posted.data.form === "release") return saveRelease(posted.data.release ?? null);
  if (!isAiConfigured()) {
    return data({ error: "White-paper generation is not configured.", fieldError: null, topic: typed }, { status: 503 });
  }
  const lock = claimManualGeneration();
  if (!lock) {
    const busy = "A white paper is being generated already. Please wait a minute for it to finish, then try again.";
    return data({ error: busy, fieldError: null, topic: typed }, { status: 409 });
  }
  try {
    const post = await generateWhitePaper({ topic: posted.data.topic });
    return redirectWithSuccess("/admin/white-papers", {
      message: "White Paper Generated",
      description: `Successfully created "${post.title}"${post.published ? "" : " as a draft for your review"}`,
    });
  } catch (error) {
    if (!(error instanceof GenerationFailed)) console.error("white paper generation failed", error);
    const message = error instanceof GenerationFailed ? error.message : "Something went wrong";
    // The AI service failed us, not the admin: 502, with what was typed kept.
    return data({ error: message, fieldError: null, topic: typed }, { status: 502 });
  } finally {
    releaseManualGeneration(lock);
  }
}

/** The admin's choice for new papers: held as drafts for review, or published at once. */
function saveRelease(value: FormDataEntryValue | null) {
  const release = PAPER_RELEASES.find((r) => r === value);
  if (!release) return data({ error: "Choose what happens to a new paper.", fieldError: null, topic: "" }, { status: 400 });
  setPaperRelease(release);
  return redirectWithSuccess(
    "/admin/white-papers",
    release === "review" ? "New papers wait as drafts for your review" : "New papers are published at once",
  );
}

export default function AdminWhitePapers() {
  const { configured, last, release } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/white-papers";
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-teal">White papers</h1>
      <p className="max-w-2xl text-ink/80">
        Generate a white paper with AI: a free white paper by the AI Research Team for the Knowledge Center. A paper is
        also generated automatically every Monday at 02:00.{" "}
        {release === "review"
          ? "New papers wait as drafts: read and correct them under Posts, then publish."
          : "New papers are published at once; you can still correct or unpublish them under Posts."}
      </p>
      {result?.error ? <GenerationFailedAlert message={result.error} /> : null}
      <section aria-labelledby="generate" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
        <h2 id="generate" className="text-lg font-semibold">
          Generate a white paper
        </h2>
        {configured ? null : <AiSetupHelp />}
        {/* A new key after a success empties the topic (SPEC §8: the topic clears). */}
        <Form method="post" className="mt-4" key={last?.slug ?? "none"}>
          {/* Disabled as a whole while there is no key: nothing to type into that could not be sent. */}
          <fieldset disabled={!configured} className="space-y-4 disabled:opacity-60">
            <Field
              id="topic"
              label="Topic"
              optional
              error={result?.fieldError ?? undefined}
              hint="Leave blank and we pick one from our list of hospitality topics."
            >
              <input
                id="topic"
                name="topic"
                maxLength={MAX_TOPIC_LENGTH}
                defaultValue={result?.topic ?? ""}
                placeholder="e.g. Reducing food waste in hotel buffets"
                className={inputClass}
                {...errorProps("topic", result?.fieldError ?? undefined)}
              />
            </Field>
            <button
              type="submit"
              disabled={!configured || busy}
              aria-disabled={!configured || busy}
              className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60"
            >
              {busy ? "Generating… (this can take a minute)" : "Generate"}
            </button>
          </fieldset>
        </Form>
      </section>
      <PaperReleaseForm release={release} />
      <LastGeneratedNotice last={last} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "White papers · Admin" }, { name: "robots", content: "noindex" }];
