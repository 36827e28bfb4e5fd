/**
 * The Content-Security-Policy nonce of this response, for Remix's inline
 * scripts. Only the server knows it; in the browser it is "" (browsers hide
 * nonces from the DOM anyway, and hydration does not need it).
 */
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
