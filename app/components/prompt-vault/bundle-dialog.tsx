import { Dialog } from "~/components/dialog";
import { CopyButton } from "./clipboard";
import { PromptText } from "./prompt-text";
import { ROLE_LABELS, type BundleView } from "./types";

/** A role bundle opened from ?bundle=<id>: rendered by the server, so it works without JS. */
export function BundleDialog({ bundle }: { bundle: BundleView }) {
  return (
    <Dialog title={bundle.title} closeParams={["bundle"]} wide focusFirstField={false}>
      <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">For {ROLE_LABELS[bundle.role] ?? bundle.role}</p>
      <p className="mt-1 text-ink/80">{bundle.description}</p>

      <ol className="mt-6 space-y-8">
        {bundle.prompts.map((prompt, index) => {
          const headingId = `bundle-prompt-${index}`;
          return (
            <li key={prompt.title}>
              <section aria-labelledby={headingId} className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 id={headingId} className="text-lg font-semibold text-teal">
                    {index + 1}. {prompt.title}
                  </h3>
                  <CopyButton id={`${bundle.id}:${index}`} text={prompt.text} />
                </div>
                <PromptText text={prompt.text} label={`Prompt text: ${prompt.title}`} rows={7} />
                <div>
                  <h4 className="text-sm font-semibold text-ink">Sample output</h4>
                  <div
                    role="region"
                    aria-label={`Sample output: ${prompt.title}`}
                    tabIndex={0}
                    className="mt-1 max-h-56 overflow-y-auto rounded-lg border-l-4 border-amber-light bg-cream/60 p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink focus-visible:outline-2 focus-visible:outline-teal"
                  >
                    {prompt.sampleOutput}
                  </div>
                </div>
              </section>
            </li>
          );
        })}
      </ol>

      {bundle.tips.length > 0 ? (
        <section aria-labelledby="bundle-tips" className="mt-8 rounded-xl bg-teal p-5 text-cream">
          <h3 id="bundle-tips" className="font-semibold">
            Tips
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
            {bundle.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}
