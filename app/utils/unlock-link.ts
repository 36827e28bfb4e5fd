/**
 * How a premium post's unlock panel says which post a click came from: a
 * `from=<slug>` parameter on its links, a `from` field on its forms. The
 * server counts the click once and goes on without it (services/insights/funnel.server.ts).
 */
import { withParams } from "./url";

export const UNLOCK_FROM = "from";

/** `href` (a local path) with the post it was followed from. */
export function unlockLink(href: string, fromPost: string | undefined): string {
  return fromPost ? withParams(href, { [UNLOCK_FROM]: fromPost }) : href;
}
