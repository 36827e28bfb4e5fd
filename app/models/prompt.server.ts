/** Queries for the Prompt Vault: library prompts and role bundles. */
import { asc, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  DEPARTMENTS,
  DIFFICULTIES,
  LANGUAGES,
  PROMPT_ROLES,
  USE_CASES,
  libraryPrompts,
  promptBundles,
  type PromptRole,
} from "~/db/schema";
import type { FilterKey } from "~/utils/filter-prompts";

export { PROMPT_ROLES, type PromptRole };

export type LibraryPrompt = Omit<typeof libraryPrompts.$inferSelect, "sortOrder">;
export type PromptBundle = Omit<typeof promptBundles.$inferSelect, "sortOrder">;
export type BundleSummary = Pick<PromptBundle, "id" | "role" | "title" | "description"> & {
  promptCount: number;
  tipCount: number;
};

/** The values each Prompt Vault filter accepts (SPEC §3 enumerations), in display order. */
export const PROMPT_FILTER_OPTIONS = {
  department: DEPARTMENTS,
  difficulty: DIFFICULTIES,
  language: LANGUAGES,
  useCase: USE_CASES,
} as const satisfies Record<FilterKey, readonly string[]>;

/** What names a bundle, in the list and on its own page. */
const BUNDLE_HEADING = {
  id: promptBundles.id,
  role: promptBundles.role,
  title: promptBundles.title,
  description: promptBundles.description,
};

export function listLibraryPrompts(): LibraryPrompt[] {
  return db
    .select({
      id: libraryPrompts.id,
      title: libraryPrompts.title,
      context: libraryPrompts.context,
      promptText: libraryPrompts.promptText,
      department: libraryPrompts.department,
      difficulty: libraryPrompts.difficulty,
      language: libraryPrompts.language,
      useCase: libraryPrompts.useCase,
    })
    .from(libraryPrompts)
    .orderBy(asc(libraryPrompts.sortOrder), asc(libraryPrompts.title))
    .all();
}

/** A role's bundles without their prompt texts: the list only needs the counts. */
export function listBundleSummaries(role: PromptRole): BundleSummary[] {
  return db
    .select({
      ...BUNDLE_HEADING,
      promptCount: sql<number>`json_array_length(${promptBundles.prompts})`,
      tipCount: sql<number>`json_array_length(${promptBundles.tips})`,
    })
    .from(promptBundles)
    .where(eq(promptBundles.role, role))
    .orderBy(asc(promptBundles.sortOrder), asc(promptBundles.title))
    .all();
}

/** How many bundles each role has, every role present (0 when it has none). */
export function countBundlesByRole(): Record<PromptRole, number> {
  const rows = db
    .select({ role: promptBundles.role, n: count() })
    .from(promptBundles)
    .groupBy(promptBundles.role)
    .all();
  const counts = Object.fromEntries(PROMPT_ROLES.map((r) => [r, 0])) as Record<PromptRole, number>;
  for (const { role, n } of rows) counts[role] = n;
  return counts;
}

export function getPromptBundle(id: string): PromptBundle | undefined {
  return db
    .select({
      ...BUNDLE_HEADING,
      prompts: promptBundles.prompts,
      tips: promptBundles.tips,
    })
    .from(promptBundles)
    .where(eq(promptBundles.id, id))
    .get();
}
