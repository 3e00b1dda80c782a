import { StorageKey, type StoredLogin } from "../storage/keys.js";

/** The signed-in wallet's credentials, as stored by the sign-in flow (SPEC §4 headers). */
export function storedLogin(): StoredLogin | null {
  try {
    return JSON.parse(localStorage.getItem(StorageKey.hashAndNonce) ?? "null") as StoredLogin | null;
  } catch {
    return null;
  }
}

/** SPEC §7: every request carries x-request-id, x-address, x-hash and x-nonce. */
export function requestHeaders(): Record<string, string> {
  const login = storedLogin();
  const headers: Record<string, string> = { "x-request-id": crypto.randomUUID() };
  if (login) {
    headers["x-address"] = login.address;
    headers["x-hash"] = login.hash;
    headers["x-nonce"] = login.nonce;
  }
  return headers;
}
