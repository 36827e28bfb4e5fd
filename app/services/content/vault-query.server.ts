/**
 * The Prompt Vault's input: the URL is the page's whole state
 * (docs/spec-notes.md#prompt-vault-state-in-the-url-spec-2-3).
 * Unknown or malformed values are dropped, never an error, so a shared link
 * always renders. A server module, so zod stays out of the page's bundle.
 */
import { z } from "zod";
import { PROMPT_FILTER_OPTIONS, PROMPT_ROLES } from "~/models/prompt.server";
import { FILTER_GROUPS } from "~/utils/filter-prompts";

const MAX_TERM = 200;

/** Keeps only the allowed values, once each, in the allowed order. */
function allowedValues(allowed: readonly string[]) {
  return z.array(z.string()).transform((values) => allowed.filter((v) => values.includes(v)));
}

const vaultQuerySchema = z.object({
  view: z.enum(["search", "role"]).catch("search"),
  role: z.enum(PROMPT_ROLES).catch("Chef"),
  bundle: z.string().min(1).max(100).optional().catch(undefined),
  q: z.string().transform((q) => q.slice(0, MAX_TERM)),
  department: allowedValues(PROMPT_FILTER_OPTIONS.department),
  difficulty: allowedValues(PROMPT_FILTER_OPTIONS.difficulty),
  language: allowedValues(PROMPT_FILTER_OPTIONS.language),
  useCase: allowedValues(PROMPT_FILTER_OPTIONS.useCase),
});

export function readVaultQuery(params: URLSearchParams) {
  return vaultQuerySchema.parse({
    view: params.get("view") ?? undefined,
    role: params.get("role") ?? undefined,
    bundle: params.get("bundle") ?? undefined,
    q: params.get("q") ?? "",
    ...Object.fromEntries(FILTER_GROUPS.map(({ key }) => [key, params.getAll(key)])),
  });
}
