import { createContext, useContext } from "react";

/** The CSP nonce of this response, for the inline scripts Remix renders (`<Scripts nonce>`). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
