/** SPEC §5/§8 texts of the purchase flow, in one place for the server and the UI. */

export const CHECKOUT_ERROR = {
  message: "Checkout Error",
  description: "There was a problem initiating the checkout process",
} as const;

export const PURCHASE_SUCCESS = {
  message: "Purchase successful",
  description: "Thank you! Your premium access is active and your purchase is in your account.",
} as const;

export const PURCHASE_CANCELED = {
  message: "Purchase canceled",
  description: "Your purchase was canceled. You can try again anytime.",
} as const;
