import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BundleDialog } from "~/components/prompt-vault/bundle-dialog";
import { ClipboardProvider } from "~/components/prompt-vault/clipboard";
import { RoleBrowser } from "~/components/prompt-vault/role-browser";
import { SearchPanel } from "~/components/prompt-vault/search-panel";
import { VAULT_ANCHOR } from "~/components/prompt-vault/search-form";
import { VaultTabs } from "~/components/prompt-vault/vault-tabs";
import {
  PROMPT_FILTER_OPTIONS,
  PROMPT_ROLES,
  countBundlesByRole,
  getPromptBundle,
  listBundleSummaries,
  listLibraryPrompts,
} from "~/models/prompt.server";
import { readVaultQuery } from "~/services/content/vault-query.server";
import { closestPrompts, describeGroups, filterPrompts, suggestTerm, type PromptCriteria } from "~/utils/filter-prompts";
import { originFrom, seo } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = readVaultQuery(new URL(request.url).searchParams);
  const bundle = (query.bundle && getPromptBundle(query.bundle)) || null;

  if (query.view === "role") {
    const counts = countBundlesByRole();
    return {
      view: "role" as const,
      role: query.role,
      roles: PROMPT_ROLES.map((role) => ({ role, bundleCount: counts[role] })),
      bundles: listBundleSummaries(query.role),
      bundle,
    };
  }

  const criteria: PromptCriteria = {
    term: query.q,
    department: query.department,
    difficulty: query.difficulty,
    language: query.language,
    useCase: query.useCase,
  };
  const library = listLibraryPrompts();
  const prompts = filterPrompts(library, criteria);
  // Nothing has every word: the closest spelling that is there, and the prompts with some of the words.
  const missed = prompts.length === 0 && criteria.term.trim() !== "";
  return {
    view: "search" as const,
    role: query.role,
    q: query.q,
    term: query.q.trim(),
    groups: describeGroups(library, criteria, PROMPT_FILTER_OPTIONS),
    prompts,
    suggestion: missed ? suggestTerm(library, criteria.term) : null,
    closest: missed ? closestPrompts(library, criteria) : [],
    bundle,
  };
}

export default function PromptVault() {
  const data = useLoaderData<typeof loader>();

  return (
    <ClipboardProvider>
      <main className="flex-1">
        <section className="bg-teal text-cream">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
            <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">AI Prompt Vault</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Prompt Vault</h1>
            <p className="mt-4 max-w-2xl text-lg text-cream/85">
              Ready-to-use AI prompts for kitchens, front offices, bars and cost control. Search by criteria, or
              browse bundles built for your role, then copy a prompt and fill in the [brackets].
            </p>
          </div>
        </section>

        <div id={VAULT_ANCHOR} className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
          <VaultTabs view={data.view} />
          {data.view === "search" ? (
            <SearchPanel q={data.q} term={data.term} role={data.role} groups={data.groups} prompts={data.prompts} suggestion={data.suggestion} closest={data.closest} />
          ) : (
            <RoleBrowser role={data.role} roles={data.roles} bundles={data.bundles} />
          )}
        </div>
      </main>
      {data.bundle ? <BundleDialog bundle={data.bundle} /> : null}
    </ClipboardProvider>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seo({
    title: "Prompt Vault",
    description:
      "Copy-ready AI prompts for hospitality teams: SOPs, menu development, cost control, guest replies and staff training, with bundles for chefs, GMs, bar managers, receptionists and cost controllers.",
    origin: originFrom(matches),
    path: "/prompt-vault",
  });
