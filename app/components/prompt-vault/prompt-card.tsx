import { CopyButton } from "./clipboard";
import { PromptText } from "./prompt-text";
import type { VaultPrompt } from "./types";

// SPEC §9: Beginner green, Intermediate amber, Advanced red (text ≥ 4.5:1 on its tint).
const DIFFICULTY_STYLES: Record<string, string> = {
  Beginner: "bg-green-100 text-green-800 ring-green-700/20",
  Intermediate: "bg-amber-100 text-amber-900 ring-amber-700/25",
  Advanced: "bg-red-100 text-red-800 ring-red-700/20",
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${DIFFICULTY_STYLES[difficulty] ?? "bg-cream text-ink"}`}
    >
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  );
}

function Tag({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-full bg-teal/8 px-2.5 py-1 text-xs font-medium text-teal ring-1 ring-inset ring-teal/15">
      <span className="sr-only">{label}: </span>
      {value}
    </li>
  );
}

/** One library prompt (SPEC §2): title, difficulty, context, badges, text and copy. */
export function PromptCard({ prompt }: { prompt: VaultPrompt }) {
  const titleId = `prompt-${prompt.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg leading-snug font-semibold text-teal">
          {prompt.title}
        </h3>
        <DifficultyBadge difficulty={prompt.difficulty} />
      </div>
      <p className="mt-2 text-sm text-ink/80">{prompt.context}</p>
      <ul aria-label="Categories" className="mt-3 flex flex-wrap gap-2">
        <Tag label="Department" value={prompt.department} />
        <Tag label="Language" value={prompt.language} />
        <Tag label="Use case" value={prompt.useCase} />
      </ul>
      <div className="mt-4 flex-1">
        <PromptText text={prompt.promptText} label={`Prompt text: ${prompt.title}`} />
      </div>
      <div className="mt-4">
        <CopyButton id={prompt.id} text={prompt.promptText} />
      </div>
    </article>
  );
}
