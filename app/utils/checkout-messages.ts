/** SPEC §5/§8 texts of the purchase flow, in one place for the server and the UI. */
import { PREMIUM_ACCESS_PRODUCT } from "./access-offer";

export const CHECKOUT_ERROR = {
  message: "Checkout Error",
  description: "There was a problem initiating the checkout process",
} as const;

/** SPEC §8 "No session at checkout" (premium access) and §5 "Purchase requires sign-in" (a product). */
export function signInToastFor(productId: string) {
  return productId === PREMIUM_ACCESS_PRODUCT
    ? { message: "Authentication required", description: "Please sign in to purchase premium access" }
    : { message: "Authentication Required", description: "Please sign in to complete your purchase." };
}

export const PURCHASE_SUCCESS = {
  message: "Purchase successful",
  description: "Thank you! Your premium access is active and your purchase is in your account.",
} as const;

export const PURCHASE_CANCELED = {
  message: "Purchase canceled",
  description: "Your purchase was canceled. You can try again anytime.",
} as const;
