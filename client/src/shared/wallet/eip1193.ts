/** The EIP-1193 surface the app uses from any wallet. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
  /** Ends the wallet's own session where it keeps one (WalletConnect), so the wallet side sees it end. */
  disconnect?(): Promise<void>;
}

/** EIP-6963 provider info and detail. */
export interface WalletInfo { uuid: string; name: string; icon: string; rdns: string }
export interface WalletDetail { info: WalletInfo; provider: Eip1193Provider }

export class ProviderRpcError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

export const USER_REJECTED = 4001;

/** True for a wallet's "user rejected" answer (EIP-1193 4001, or ethers' ACTION_REJECTED). */
export function isUserRejection(e: unknown): boolean {
  const err = e as { code?: unknown; info?: { error?: { code?: unknown } } } | null;
  return err?.code === USER_REJECTED || err?.code === "ACTION_REJECTED" || err?.info?.error?.code === USER_REJECTED;
}
