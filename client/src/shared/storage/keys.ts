/** Local-storage keys of SPEC §4. */
export const StorageKey = {
  lastLogin: "last-login",
  internalBridgeType: "internal-bridge-type",
  hashAndNonce: "hash_and_nonce",
  windowId: "windowID",
  lastClaim: "last-claim",
  userType: "user-type",
  headers: "headers",
  loginType: "login-type",
  localAccount: "local-wallet-account",
} as const;

/** Kept in sessionStorage: the secret that decrypts the game wallet, for this tab only. */
export const SECRET_KEY = "secret";

export type LoginType = "METAMASK" | "WALLET_CONNECT" | "LOCAL";

export interface StoredLogin {
  address: string;
  hash: string;
  nonce: string;
  token: string;
}
