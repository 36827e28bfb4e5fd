import { Form } from "@remix-run/react";
import type { PaperRelease } from "~/services/white-papers/white-paper-generator.server";

const CHOICES: { value: PaperRelease; label: string; hint: string }[] = [
  { value: "review", label: "Hold for my review", hint: "A new paper is saved as a draft; publish it under Posts when it reads right." },
  { value: "publish", label: "Publish at once", hint: "A new paper goes straight into the Knowledge Center, the weekly one included." },
];

/** Whether a paper the AI has just written waits as a draft or goes live (a POST form: works without JavaScript). */
export function PaperReleaseForm({ release }: { release: PaperRelease }) {
  return (
    <section aria-labelledby="release" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="release" className="text-lg font-semibold">
        New papers
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="form" value="release" />
        <fieldset>
          <legend className="sr-only">What happens to a new paper</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex min-h-11 items-start gap-3 py-1 text-sm">
              <input type="radio" name="release" value={choice.value} defaultChecked={release === choice.value} className="mt-1" />
              <span>
                <span className="font-medium">{choice.label}</span>
                <span className="block text-ink/70">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="rounded-md border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-cream">
          Save
        </button>
      </Form>
    </section>
  );
}
