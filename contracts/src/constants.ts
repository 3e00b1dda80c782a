/** SUSD has 6 decimals on both chains. */
export const SUSD_DECIMALS = 6;
export const MIN_BRIDGE_AMOUNT = 85n * 10n ** 6n;
export const MAX_BRIDGE_AMOUNT = 20_000_000n * 10n ** 6n;

/** The message a game-chain (burn) key signs to pair with a wallet; the asset bridge rebuilds it. */
export function pairApprovalMessage(ethAddress: string): string {
  return `Sunrise pair approval: ${ethAddress.toLowerCase()}`;
}
