/** The home page's first screen (SPEC §2 "Home"), apart from the rest of its copy so that the first screen's code carries only its own words. */

import type { Stat } from "./pages/types";

export const HERO = {
  title: "Better margins, smoother service, guests who come back.",
  lead:
    "We design kitchens, engineer menus, train teams and put practical AI to work for restaurant and hotel operators, then stay until the numbers move.",
  stats: [
    { value: "87%", label: "of clients improve gross profit in the first year" },
    { value: "94%", label: "of clients renew or extend their engagement" },
    { value: "42%", label: "average reduction in kitchen food waste" },
  ] satisfies Stat[],
} as const;
