import { useRouteLoaderData } from "@remix-run/react";

/** What the browser may know about the signed-in user (from the root loader). */
export type Account = { email: string; fullName: string; hasAccess: boolean; isAdmin: boolean } | null;

/** The signed-in account, or null. For display only: the server re-checks every action. */
export function useAccount(): Account {
  const data = useRouteLoaderData("root") as { account?: Account } | undefined;
  return data?.account ?? null;
}
