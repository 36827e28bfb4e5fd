import { Link } from "@remix-run/react";
import { useQueryHref } from "./query-href";

export type VaultView = "search" | "role";

const tab =
  "flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal";

/** The two views as links (?view=role), so each is a shareable URL that works without JS. */
export function VaultTabs({ view }: { view: VaultView }) {
  const href = useQueryHref();
  const tabs = [
    { view: "search" as const, label: "Search by Criteria", to: href({ drop: ["view", "bundle"] }) },
    { view: "role" as const, label: "Browse by Role", to: href({ set: { view: "role" }, drop: ["bundle"] }) },
  ];
  return (
    <nav aria-label="Prompt Vault views" className="grid grid-cols-2 gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-ink/10 sm:inline-grid">
      {tabs.map((t) => (
        <Link
          key={t.view}
          to={t.to}
          preventScrollReset
          aria-current={t.view === view ? "page" : undefined}
          className={`${tab} ${t.view === view ? "bg-teal text-cream" : "text-teal hover:bg-cream"}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
