/** What the browser may know about the signed-in user (from the root loader; read with useAccount()). */
export type Account = { email: string; fullName: string; hasAccess: boolean; isAdmin: boolean } | null;
