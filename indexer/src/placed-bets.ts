const DAY_MS = 86_400_000;

interface Group { roundKey: string; tableId: number; player: string; bets: number; amount: bigint; firstAt: Date }

/**
 * A batch's placed bets summed per round, table, player and UTC day (a round's bets can straddle
 * midnight), so the rollups and rankings cost per group rather than per bet. Amounts are summed as
 * bigints, exact at any size; groups keep the order of their first bets.
 */
export class PlacedBets {
  private readonly groups = new Map<string, Group>();

  add(roundKey: string, tableId: number, player: string, amount: bigint, at: Date): void {
    const key = `${roundKey} ${tableId} ${player} ${Math.floor(at.getTime() / DAY_MS)}`;
    const group = this.groups.get(key);
    if (group) {
      group.bets += 1;
      group.amount += amount;
    } else this.groups.set(key, { roundKey, tableId, player, bets: 1, amount, firstAt: at });
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
