import { Channel, type BalanceNotice, type TableBetNotice } from "@sunrise/db";

export type Notice = [Channel, object];

/** More bets than this of one round in one batch become a single `{ roundKey, tableId }` notice. */
export const MAX_BET_NOTICES_PER_ROUND = 64;
/** Addresses per balance notice: keeps each payload well under Postgres's 8,000-byte NOTIFY limit. */
export const ADDRESSES_PER_NOTICE = 150;

/**
 * A transaction's notices, merged as they come (a busy batch sends two per bet): balance notices
 * into one set of addresses, and a round's bets counted, so that once a round has more than
 * MAX_BET_NOTICES_PER_ROUND of them the rest are not kept. `coalesced` gives what is sent at commit.
 */
export class Notices {
  /** Every notice but the balances, in order; bets of a round past the limit are left out. */
  private readonly kept: Notice[] = [];
  private readonly betsPerRound = new Map<string, number>();
  private readonly addresses = new Set<string>();

  push(...notices: Notice[]): void {
    for (const [channel, payload] of notices) this.add(channel, payload);
  }

  add(channel: Channel, payload: object): void {
    if (channel === Channel.balance) {
      for (const a of (payload as BalanceNotice).addresses) this.addresses.add(a);
      return;
    }
    const roundKey = channel === Channel.tableBet ? (payload as TableBetNotice).roundKey : undefined;
    if (roundKey) {
      const count = (this.betsPerRound.get(roundKey) ?? 0) + 1;
      this.betsPerRound.set(roundKey, count);
      if (count > MAX_BET_NOTICES_PER_ROUND + 1) return;
    }
    this.kept.push([channel, payload]);
  }

  /**
   * As sent at commit: a round's bets collapsed into one notice where its first bet was when there
   * are many, a round named several times (a decision table's decisions) named once where it was
   * last named, the balances last, as distinct addresses in chunks; the rest unchanged.
   */
  coalesced(): Notice[] {
    const lastRoundNotice = new Map<string, number>();
    this.kept.forEach(([channel, p], i) => channel === Channel.tableRound && lastRoundNotice.set(JSON.stringify(p), i));
    const out: Notice[] = [];
    const collapsed = new Set<string>();
    this.kept.forEach((notice, i) => {
      const [channel, payload] = notice;
      const roundKey = channel === Channel.tableBet ? (payload as TableBetNotice).roundKey : undefined;
      if (channel === Channel.tableRound && lastRoundNotice.get(JSON.stringify(payload)) !== i) return;
      if (roundKey && this.betsPerRound.get(roundKey)! > MAX_BET_NOTICES_PER_ROUND) {
        if (!collapsed.has(roundKey)) out.push([channel, { roundKey, tableId: (payload as TableBetNotice).tableId }]);
        collapsed.add(roundKey);
      } else out.push(notice);
    });
    const all = [...this.addresses];
    for (let i = 0; i < all.length; i += ADDRESSES_PER_NOTICE) out.push([Channel.balance, { addresses: all.slice(i, i + ADDRESSES_PER_NOTICE) }]);
    return out;
  }
}

/** A list of notices as sent at commit (see `Notices.coalesced`). */
export function coalesceNotices(notices: Notice[]): Notice[] {
  const merged = new Notices();
  merged.push(...notices);
  return merged.coalesced();
}
