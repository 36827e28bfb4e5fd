/**
 * The home page below its first screens, in three parts whose code loads when
 * the visitor scrolls near them (ADR 173).
 */
import { loadWhenSeen } from "../load-when-seen";

export const Story = loadWhenSeen(() => import("./parts/story").then((m) => m.default));
export const Products = loadWhenSeen(() => import("./products-section").then((m) => m.ProductsSection));
export const Closing = loadWhenSeen(() => import("./parts/closing").then((m) => m.default));

export function preloadBelowFold() {
  return Promise.all([Story.preload(), Products.preload(), Closing.preload()]);
}
