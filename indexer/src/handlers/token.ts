import type { HandlerContext } from "./context.js";
import { balanceChanged } from "./balances.js";

const ZERO = "0x0000000000000000000000000000000000000000";

/**
 * Any movement of the chain's SUSD (treasury transfers, bridge mints and burns, bonus payouts,
 * bets) changes the balances of the wallets on both ends: one rule instead of one notice per feature.
 */
export function onTokenTransfer(ctx: HandlerContext, ev: { from: string; to: string }): void {
  balanceChanged(ctx, ev.from === ZERO ? null : ev.from, ev.to === ZERO ? null : ev.to);
}
