import { useLocation } from "@remix-run/react";

/**
 * Every Prompt Vault control is a link that changes only its own part of the
 * URL (docs/design.md "Progressive enhancement": the URL is the state), so a role, a search and an open bundle
 * survive each other's links.
 */
export type QueryChange = {
  set?: Record<string, string>;
  drop?: readonly string[];
  /** Removes one value of a repeated param (e.g. one department). */
  dropValue?: { key: string; value: string };
};

export function changeQuery(search: string, change: QueryChange): string {
  const params = new URLSearchParams(search);
  for (const key of change.drop ?? []) params.delete(key);
  if (change.dropValue) {
    const { key, value } = change.dropValue;
    const kept = params.getAll(key).filter((v) => v !== value);
    params.delete(key);
    for (const v of kept) params.append(key, v);
  }
  for (const [key, value] of Object.entries(change.set ?? {})) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Builds links to the current page with `change` applied to its query. */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return (change: QueryChange) => `${pathname}${changeQuery(search, change)}`;
}
