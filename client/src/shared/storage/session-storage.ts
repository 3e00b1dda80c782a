import { SECRET_KEY, StorageKey, type LoginType, type StoredLogin } from "./keys.js";
import { VisitorCookie, writeVisitorCookie } from "./visitor-cookies.js";

/** SPEC §4 reset: clears the login keys, the secret, user type, headers and login type. */
export function resetUser(): void {
  for (const key of [StorageKey.lastLogin, StorageKey.internalBridgeType, StorageKey.hashAndNonce, StorageKey.windowId, StorageKey.lastClaim, StorageKey.userType, StorageKey.headers, StorageKey.loginType]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(SECRET_KEY);
}

/** SPEC §4: with no last-login entry at startup, all local storage is cleared. */
export function clearIfNoLastLogin(): void {
  // All of it (SPEC §4): what a visitor keeps across visits lives in cookies (visitor-cookies.ts).
  if (localStorage.getItem(StorageKey.lastLogin) === null) localStorage.clear();
}

export function saveLogin(login: StoredLogin, type: LoginType, walletId: string): void {
  localStorage.setItem(StorageKey.hashAndNonce, JSON.stringify(login));
  localStorage.setItem(StorageKey.headers, JSON.stringify({ "x-address": login.address, "x-hash": login.hash, "x-nonce": login.nonce }));
  localStorage.setItem(StorageKey.loginType, type);
  localStorage.setItem(StorageKey.lastLogin, JSON.stringify({ walletId, at: Date.now() }));
}

export function readLogin(): { login: StoredLogin; type: LoginType; walletId: string } | null {
  try {
    const login = JSON.parse(localStorage.getItem(StorageKey.hashAndNonce) ?? "null") as StoredLogin | null;
    const type = localStorage.getItem(StorageKey.loginType) as LoginType | null;
    const last = JSON.parse(localStorage.getItem(StorageKey.lastLogin) ?? "null") as { walletId: string } | null;
    if (!login?.address || !type || !last?.walletId) return null;
    return { login, type, walletId: last.walletId };
  } catch {
    return null;
  }
}

/**
 * SPEC §4 restore rule: stored headers are reused only for an injected (extension) wallet whose
 * current account is the stored one; anything else resets the user.
 */
export function canRestore(stored: { login: StoredLogin; type: LoginType }, currentAccount: string | undefined): boolean {
  return stored.type !== "WALLET_CONNECT" && !!currentAccount && currentAccount.toLowerCase() === stored.login.address.toLowerCase();
}

/** SPEC §3/§5: a referral (affiliate) code is 6 to 20 letters, digits, hyphens or underscores. */
export const REF_CODE_LENGTH = { min: 6, max: 20 } as const;
const REF_CODE = new RegExp(`^[A-Za-z0-9_-]{${REF_CODE_LENGTH.min},${REF_CODE_LENGTH.max}}$`);

/** The `?ref=` code of a URL: "none", "ok" or "invalid" (the player is told which characters a code takes). */
export function refCodeIn(search: string): "none" | "ok" | "invalid" {
  const ref = new URLSearchParams(search).get("ref");
  if (ref === null) return "none";
  return REF_CODE.test(ref) ? "ok" : "invalid";
}

export function captureRefCode(search: string): void {
  const ref = new URLSearchParams(search).get("ref");
  if (ref && refCodeIn(search) === "ok") writeVisitorCookie(VisitorCookie.refCode, ref);
}
