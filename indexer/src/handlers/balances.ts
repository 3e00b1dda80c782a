import { Channel } from "@sunrise/db";
import type { HandlerContext } from "./context.js";

/** Tells listeners these wallets' token balances moved; the store merges a batch's notices into one. */
export function balanceChanged(ctx: HandlerContext, ...addresses: (string | null | undefined)[]): void {
  const list = addresses.filter((a): a is string => !!a).map((a) => a.toLowerCase());
  if (list.length) ctx.store.notify(Channel.balance, { addresses: list });
}
