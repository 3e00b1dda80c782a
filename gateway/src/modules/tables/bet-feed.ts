import type { EntityManager, TableBetNotice } from "@sunrise/db";
import type { TablesService } from "./tables.service.js";
import type { TableBetType } from "./tables.type.js";

/**
 * Turns `table_bet` notices into bets to push. A notice names one bet or a whole round (one per
 * batch), so a round may be named again: each bet is pushed once, remembered for recent rounds.
 */
export class BetFeed {
  private readonly pushed = new Map<string, Set<string>>();

  constructor(
    private readonly tables: TablesService,
    private readonly keepRounds = 512,
  ) {}

  async newBets(em: EntityManager, notice: TableBetNotice): Promise<TableBetType[]> {
    let bets: TableBetType[] = [];
    if (notice.id) bets = await this.tables.betsByIds(em, [notice.id]);
    else if (notice.roundKey) bets = (await this.tables.betsOfRounds(em, [notice.roundKey])).get(notice.roundKey) ?? [];
    return bets.filter((b) => this.firstTime(b));
  }

  private firstTime(bet: TableBetType): boolean {
    let ids = this.pushed.get(bet.roundKey);
    if (!ids) {
      this.pushed.set(bet.roundKey, (ids = new Set()));
      if (this.pushed.size > this.keepRounds) this.pushed.delete(this.pushed.keys().next().value!);
    }
    if (ids.has(bet.id)) return false;
    ids.add(bet.id);
    return true;
  }
}
