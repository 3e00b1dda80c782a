import { Channel } from "@sunrise/db";
import type { HandlerContext } from "./context.js";

/** Tells listeners these wallets' token balances moved; the store merges a batch's notices into one. */
export function balanceChanged(ctx: HandlerContext, ...addresses: (string | null | undefined)[]): void {
  // One address (a bet) is the common case: no intermediate lists.
  const list = addresses.length === 1 ? (addresses[0] ? [addresses[0].toLowerCase()] : []) : addresses.filter((a): a is string => !!a).map((a) => a.toLowerCase());
  if (list.length) ctx.store.notify(Channel.balance, { addresses: list });
}
