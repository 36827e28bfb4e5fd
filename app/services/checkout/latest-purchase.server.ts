/**
 * What a buyer has just bought, for the page checkout returns to: the newest
 * paid order and the files it unlocked, so a download is there at once
 * instead of two pages away on /account.
 */
import { productFileNames } from "~/models/download.server";
import { listOrdersForUser } from "~/models/order.server";

export type LatestPurchase = { productName: string; downloads: { name: string; href: string }[] };

export function latestPurchase(userId: string): LatestPurchase | null {
  const order = listOrdersForUser(userId).find((o) => o.status === "paid" && !o.endedAt);
  if (!order) return null;
  const held = order.unlocks.filter((u) => u.revokedAt === null);
  const files = productFileNames(held.map((u) => u.productId));
  const downloads = held.flatMap((u) => {
    const file = files.get(u.productId);
    return file ? [{ name: u.name, href: `/downloads/${file}` }] : [];
  });
  return { productName: order.productName, downloads };
}
