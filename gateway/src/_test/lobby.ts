import { Area, Channel, Game, GameTableConfig, notify, TableBet, TableRound, type Orm } from "@sunrise/db";

export const SUSD_TOKEN = "0x00000000000000000000000000000000000000e1";
export const BONUS_TOKEN = "0x00000000000000000000000000000000000000b0";
export const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
export const contractOf = (tableId: number) => `0x${tableId.toString(16).padStart(40, "0")}`;

/** An area closed at `now`: opens two hours later, for two hours. */
export function closedHours(now = new Date()) {
  const start = (now.getUTCHours() + 2) % 24;
  return { startUTCHour: start, endUTCHour: (start + 2) % 24 };
}

/**
 * A small lobby: roulette (with `rouletteTables` tables in the main hall), baccarat in a closed
 * night pit, blackjack and a bonus game whose tables take the bonus token.
 */
export async function seedLobby(orm: Orm, rouletteTables = 2): Promise<void> {
  const em = orm.em.fork();
  const game = (id: string, type: number, sortOrder: number, extra: Partial<Game> = {}) =>
    em.create(Game, { id, type, name: id[0]!.toUpperCase() + id.slice(1), image: `/games/${id}.svg`, erc20Address: SUSD_TOKEN, isHot: false, isNew: false, categories: [], sortOrder, enabled: true, ...extra });
  game("roulette", 1, 1, { isHot: true, categories: ["feature", "hot"] });
  game("baccarat", 2, 2, { isNew: true, categories: ["vip"] });
  game("blackjack", 7, 3);
  game("bonus-roulette", 1, 4, { erc20Address: BONUS_TOKEN, name: "Bonus roulette" });
  em.create(Area, { id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0 });
  em.create(Area, { id: "night-pit", name: "Night pit", enable: true, ...closedHours() });
  const table = (id: number, gameId: string, areaId: string, floor: number, extra: Partial<GameTableConfig> = {}) =>
    em.create(GameTableConfig, {
      id, name: `Table ${id}`, gameId, areaId, floor, contractAddress: contractOf(id), minBet: "1000000", maxBet: "1000000000",
      noCommission: false, enabled: true, bettingSeconds: 15, ...extra,
    });
  for (let i = 0; i < rouletteTables; i++) table(1 + i, "roulette", "main-hall", i % 4);
  table(100, "baccarat", "night-pit", 3, { noCommission: true, minBet: "100000000", maxBet: "100000000000" });
  table(101, "baccarat", "main-hall", 0, { enabled: false });
  table(200, "blackjack", "main-hall", 0);
  table(300, "bonus-roulette", "main-hall", 0);
  await em.flush();
}

export interface RoundSeed {
  tableId: number;
  gameType?: number;
  roundId: number;
  state?: string;
  result?: Record<string, unknown> | null;
}

/** Writes (or rewrites) a round as the indexer would, and NOTIFYs it. */
export async function writeRound(orm: Orm, r: RoundSeed): Promise<string> {
  const table = contractOf(r.tableId);
  const id = `${table}:${r.roundId}`;
  const openedAt = new Date(Date.UTC(2026, 10, 22, 10, 0, 0) + r.roundId * 30_000);
  await orm.em.fork().transactional(async (tx) => {
    await tx.upsert(TableRound, {
      id, table, tableId: r.tableId, gameType: r.gameType ?? 1, roundId: r.roundId, state: r.state ?? "settled", commitment: hash(r.roundId),
      clientSeed: null, serverSeed: null, result: r.result ?? null, openedAt, closesAt: new Date(openedAt.getTime() + 15_000),
      closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: hash(r.roundId),
    });
    await notify(tx, Channel.tableRound, { id });
  });
  return id;
}

/** Writes a bet as the indexer would; NOTIFYs `table_bet` naming it unless `quiet`. */
export async function writeBet(orm: Orm, roundKey: string, tableId: number, betIndex: number, player: string, amount = "1000000", quiet = false): Promise<string> {
  const id = `${roundKey}:${betIndex}`;
  await orm.em.fork().transactional(async (tx) => {
    await tx.upsert(TableBet, {
      id, roundKey, tableId, betIndex, player: player.toLowerCase(), kind: 1001, numbers: [7], amount, payout: null, refunded: false,
      placedAt: new Date(Date.UTC(2026, 10, 22, 10, 0, betIndex)), txHash: hash(1000 + betIndex),
    });
    if (!quiet) await notify(tx, Channel.tableBet, { id, tableId });
  });
  return id;
}
