/**
 * What an owner does to turn AI white papers on. The cost is an upper bound
 * from the generator's limits (8,000 output tokens, a short prompt) at
 * Anthropic's list prices for the default Sonnet model.
 */
export function AiSetupHelp() {
  return (
    <div className="mt-3 space-y-2 rounded-md bg-amber-50 px-4 py-3 text-sm" data-testid="ai-not-configured">
      <p className="font-semibold">AI generation is not set up yet.</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          Create an API key at <strong>console.anthropic.com</strong> (Settings → API keys). The Anthropic account needs a
          payment method.
        </li>
        <li>
          Put the key in the site's environment as <code>ANTHROPIC_API_KEY=sk-ant-…</code>: in the <code>.env</code> file
          beside the site for a plain install, or in the container's environment (for example{" "}
          <code>docker run -e ANTHROPIC_API_KEY=…</code>, or your host's settings page).
        </li>
        <li>Restart the site. This page then lets you generate.</li>
      </ol>
      <p>
        Cost: one paper is at most about US$0.13 at Anthropic's prices for the default model (up to 8,000 tokens of text,
        at $15 per million tokens); the automatic weekly paper adds about US$7 a year.
      </p>
    </div>
  );
}
