const DAY_MS = 86_400_000;

interface Group { roundKey: string; tableId: number; player: string; day: number; bets: number; amount: bigint; firstAt: Date }

/**
 * A batch's placed bets summed per round, table, player and UTC day (a round's bets can straddle
 * midnight), so the rollups and rankings cost per group rather than per bet. Amounts are summed as
 * bigints, exact at any size; groups keep the order of their first bets.
 */
export class PlacedBets {
  private readonly groups = new Map<string, Group>();
  /** The group of the last bet: a transaction's bets are mostly one player's in one round, so most bets add to it without a lookup. */
  private last: Group | undefined;

  add(roundKey: string, tableId: number, player: string, amount: bigint, at: Date): void {
    const day = Math.floor(at.getTime() / DAY_MS);
    let group = this.last;
    if (!group || group.roundKey !== roundKey || group.tableId !== tableId || group.player !== player || group.day !== day) {
      const key = `${roundKey} ${tableId} ${player} ${day}`;
      group = this.groups.get(key);
      if (!group) this.groups.set(key, (group = { roundKey, tableId, player, day, bets: 0, amount: 0n, firstAt: at }));
      this.last = group;
    }
    group.bets += 1;
    group.amount += amount;
  }

  get size(): number {
    return this.groups.size;
  }

  /** The groups as SQL array parameters, in order of their first bets (a group's time is its first bet's). */
  columns() {
    const groups = [...this.groups.values()];
    return {
      roundKey: groups.map((g) => g.roundKey),
      tableId: groups.map((g) => g.tableId),
      player: groups.map((g) => g.player),
      bets: groups.map((g) => g.bets),
      amount: groups.map((g) => g.amount.toString()),
      firstAt: groups.map((g) => g.firstAt.toISOString()),
    };
  }
}
