/** "Download my data": the account's data as a JSON file, for its owner only and never stored by any cache. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountData } from "~/services/account/account-export.server";
import { requireUser } from "~/services/auth/auth.server";
import { PERSONAL_CACHE_CONTROL } from "~/utils/cache-control";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  return new Response(`${JSON.stringify(accountData(user.id, now), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="kitchen-and-key-account-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
