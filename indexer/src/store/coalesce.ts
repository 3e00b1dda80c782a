import { Channel, type BalanceNotice, type TableBetNotice } from "@sunrise/db";

export type Notice = [Channel, object];

/** More bets than this of one round in one batch become a single `{ roundKey, tableId }` notice. */
export const MAX_BET_NOTICES_PER_ROUND = 64;
/** Addresses per balance notice: keeps each payload well under Postgres's 8,000-byte NOTIFY limit. */
export const ADDRESSES_PER_NOTICE = 150;

/**
 * A batch's notices as sent at commit: every balance notice merged into distinct addresses (last,
 * in chunks), a round's bets collapsed into one notice when there are many, a round named several
 * times (a decision table's decisions) named once where it was last named, the rest unchanged.
 */
export function coalesceNotices(notices: Notice[]): Notice[] {
  const betsPerRound = new Map<string, number>();
  for (const [channel, p] of notices) {
    const roundKey = (p as TableBetNotice).roundKey;
    if (channel === Channel.tableBet && roundKey) betsPerRound.set(roundKey, (betsPerRound.get(roundKey) ?? 0) + 1);
  }
  const lastRoundNotice = new Map<string, number>();
  notices.forEach(([channel, p], i) => channel === Channel.tableRound && lastRoundNotice.set(JSON.stringify(p), i));
  const out: Notice[] = [];
  const collapsed = new Set<string>();
  const addresses = new Set<string>();
  for (const [i, notice] of notices.entries()) {
    const [channel, payload] = notice;
    if (channel === Channel.tableRound && lastRoundNotice.get(JSON.stringify(payload)) !== i) continue;
    if (channel === Channel.balance) {
      for (const a of (payload as BalanceNotice).addresses) addresses.add(a);
    } else if (channel === Channel.tableBet && (betsPerRound.get((payload as TableBetNotice).roundKey ?? "") ?? 0) > MAX_BET_NOTICES_PER_ROUND) {
      const { roundKey, tableId } = payload as TableBetNotice;
      if (!collapsed.has(roundKey!)) out.push([channel, { roundKey, tableId }]);
      collapsed.add(roundKey!);
    } else {
      out.push(notice);
    }
  }
  const all = [...addresses];
  for (let i = 0; i < all.length; i += ADDRESSES_PER_NOTICE) out.push([Channel.balance, { addresses: all.slice(i, i + ADDRESSES_PER_NOTICE) }]);
  return out;
}
