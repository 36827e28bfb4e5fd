export type RateLimitRow = { name: string; bucket: string; per: string; max: number; window: string; message: string; appliedAt: string };

/** Every rate limit as the catalogue (server/policy/limits.js) lists it; {wait} in a message is the time left. */
export function RateLimits({ limits }: { limits: RateLimitRow[] }) {
  return (
    <section aria-labelledby="rate-limits" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="rate-limits" className="text-lg font-semibold">
        Rate limits
      </h2>
      <p className="mt-2 text-sm text-ink/70">
        What each limit counts, how many in what time, and what a refused person reads ({"{wait}"} is the time left).
      </p>
      <div className="scroll-hint mt-4 overflow-x-auto [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Every limit, scrolls sideways">
        <table className="w-full text-left text-sm">
          <thead className="text-ink/70">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Where</th>
              <th scope="col" className="py-2 pr-4 font-medium">Counted per</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">At most</th>
              <th scope="col" className="py-2 pr-4 font-medium">Within</th>
              <th scope="col" className="py-2 pr-4 font-medium">Bucket</th>
              <th scope="col" className="py-2 font-medium">Message</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={limit.name} data-limit={limit.name} className="border-t border-ink/10 align-top">
                <td className="py-2 pr-4">{limit.appliedAt}</td>
                <td className="py-2 pr-4">{limit.per}</td>
                <td className="py-2 pr-4 text-right">{limit.max}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{limit.window}</td>
                <td className="py-2 pr-4">
                  <code className="break-all">{limit.bucket}</code>
                </td>
                <td className="py-2">{limit.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
