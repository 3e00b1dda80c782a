import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HashAndHeight } from "@subsquid/util-internal-processor-tools";
import { Area, Game, GameTableConfig, rebuildStats } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { handleBatch } from "../dispatch.js";
import type { Sources } from "../processor.js";
import { MikroDatabase } from "../store/mikro-database.js";
import type { Store } from "../store/store.js";
import { playerAddress, RandomChain, tableLog, type Block, type RandomTable } from "./_test/random-chain.js";
import { rawFigures, rollupFigures } from "./_test/aggregates.js";

const GAME_BRIDGE = "0x00000000000000000000000000000000000000b2";
const ASSET_BRIDGE = "0x00000000000000000000000000000000000000b1";
const table = (id: number, gameType: number): RandomTable => ({ id, address: `0x${(0xa0 + id).toString(16).padStart(40, "0")}`, gameType });
// Two roulette tables in different areas, a baccarat table, a blackjack table (decisions raise
// stakes), and a table nobody configured (no area).
const TABLES = [table(1, 1), table(2, 2), table(3, 1), table(4, 5), { ...table(5, 7), decisions: true }];
const GAME: Sources = { bridge: GAME_BRIDGE, tables: TABLES.map((t) => t.address) };
const ASSET: Sources = { bridge: ASSET_BRIDGE, tables: [] };
const SEED = Number(process.env.ROLLUP_SEED ?? 20261122);
const START = Date.UTC(2026, 10, 20, 9);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  em.create(Game, { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Game, { id: "baccarat", type: 2, name: "Baccarat", image: "/games/baccarat.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Game, { id: "blackjack", type: 7, name: "Blackjack", image: "/games/blackjack.svg", erc20Address: `0x${"5".repeat(40)}` });
  em.create(Area, { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 });
  em.create(Area, { id: "vip", name: "VIP", startUTCHour: 0, endUTCHour: 0 });
  for (const [t, gameId, areaId] of [[TABLES[0]!, "roulette", "main-hall"], [TABLES[1]!, "baccarat", "main-hall"], [TABLES[2]!, "roulette", "vip"], [TABLES[4]!, "blackjack", "vip"]] as const) {
    em.create(GameTableConfig, { id: t.id, name: `Table ${t.id}`, gameId, areaId, contractAddress: t.address, minBet: "1", maxBet: "1000000000000000000000000" });
  }
  await em.flush();
});
afterAll(async () => db?.close());

const head = (b: Block): HashAndHeight => ({ height: b.header.height, hash: b.header.hash });
type Ctx = Parameters<typeof handleBatch>[0];
const run = (role: "asset" | "game", src: Sources, blocks: Block[]) => (store: Store) => handleBatch({ store, blocks, isHead: false } as unknown as Ctx, role, role === "asset" ? 31337 : 31338, src);

/** An indexer's store fed final batches of random sizes, as the processor would. */
function indexer(statusId: string, role: "asset" | "game", src: Sources) {
  let database: MikroDatabase | undefined;
  const store = () => (database ??= new MikroDatabase(db.orm, statusId, role === "asset" ? 31337 : 31338, 1));
  let final: HashAndHeight = { height: 0, hash: "0x" };
  return {
    get head() {
      return final;
    },
    async ingest(blocks: Block[], sizes: () => number) {
      for (let i = 0; i < blocks.length; ) {
        const batch = blocks.slice(i, (i += sizes()));
        await store().transact({ prevHead: final, nextHead: head(batch.at(-1)!), isOnTop: false }, run(role, src, batch));
        final = head(batch.at(-1)!);
      }
      // Final batches commit in groups while the next are handled: read the tables once the last has committed.
      await store().settled();
    },
    /** Hot blocks on top of the final head (replacing any hot blocks there: a reorg). */
    hot(blocks: Block[]) {
      return store().transactHot2({ baseHead: final, finalizedHead: final, newBlocks: blocks.map(head) }, (store, start, end) => run(role, src, blocks.slice(start, end))(store));
    },
  };
}

const game = indexer("game-chain", "game", GAME);
const asset = indexer("asset-chain", "asset", ASSET);
const gameChain = RandomChain.start(SEED, START, TABLES, GAME_BRIDGE, 40);
const assetChain = RandomChain.start(SEED + 1, START, [], ASSET_BRIDGE, 40);
let sizeSeed = SEED;
const batchSize = () => 1 + ((sizeSeed = (sizeSeed * 1103515245 + 12345) % 2 ** 31) % 25);
const blocks = (chain: RandomChain, n: number, kind: "game" | "asset" = "game") => Array.from({ length: n }, () => (kind === "game" ? chain.gameBlock() : chain.assetBlock()));

describe(`dashboard rollups (seed ${SEED})`, () => {
  it("equal the aggregation of the indexed bets, players and bridge transfers after random batches", async () => {
    await game.ingest(blocks(gameChain, 400), batchSize);
    await asset.ingest(blocks(assetChain, 300, "asset"), batchSize);
    const raw = await rawFigures(db.orm);
    expect(raw.daily.length).toBeGreaterThan(60);
    const [raised] = await db.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from table_bet where extra_stake > 0`);
    expect(raised!.n).toBeGreaterThan(10);
    expect(raw.bridge.filter((r) => r.direction === "in").length).toBeGreaterThan(10);
    expect(raw.bridge.filter((r) => r.direction === "out").length).toBeGreaterThan(10);
    expect(await rollupFigures(db.orm)).toEqual(raw);
  });

  it("equal what the migration's rebuild computes from the same rows", async () => {
    const incremental = await rollupFigures(db.orm);
    await rebuildStats(db.orm.em.fork());
    expect(await rollupFigures(db.orm)).toEqual(incremental);
  });

  it("follow the indexed rows through hot blocks, a reorg onto another fork, and a reorg back to before them", async () => {
    const before = await rollupFigures(db.orm);
    const forkA = gameChain.branch("a", SEED + 2);
    const forkB = gameChain.branch("b", SEED + 3);
    const forkC = gameChain.branch("c", SEED + 4);

    await game.hot(blocks(forkA, 12));
    const onA = await rollupFigures(db.orm);
    expect(onA).not.toEqual(before);
    expect(onA).toEqual(await rawFigures(db.orm));

    await game.hot(blocks(forkB, 9));
    const onB = await rollupFigures(db.orm);
    expect(onB).not.toEqual(onA);
    expect(onB).toEqual(await rawFigures(db.orm));

    // Blocks without events: every change of fork B undone, nothing added.
    await game.hot(Array.from({ length: 3 }, () => ({ ...forkC.gameBlock(), logs: [] })));
    expect(await rollupFigures(db.orm)).toEqual(before);
    expect(before).toEqual(await rawFigures(db.orm));
  });

  it("counts a round's bets in the area its table was in when the round's first bet was indexed", async () => {
    const t3 = TABLES[2]!;
    const at = Date.UTC(2027, 2, 1, 12);
    const block = (height: number, logs: ReturnType<typeof tableLog>[]): Block => ({ header: { height, hash: `0xd${String(height).padStart(63, "0")}`, timestamp: at + height * 1000 }, logs });
    const player = playerAddress(900);
    const h = game.head.height;
    await game.ingest([block(h + 1, [tableLog(t3.address, "RoundOpened", [3, 900, 1, `0x${"1".repeat(64)}`, 0, 30]), tableLog(t3.address, "BetPlaced", [3, 900, 0, player, 1, [17], 5_000_000n], 1)])], () => 1);
    await db.orm.em.fork().nativeUpdate(GameTableConfig, { id: 3 }, { areaId: "main-hall" });
    await game.ingest([
      block(h + 2, [tableLog(t3.address, "BetPlaced", [3, 900, 1, player, 1, [17], 7_000_000n])]),
      block(h + 3, [tableLog(t3.address, "BettingClosed", [3, 900, h + 3, 0]), tableLog(t3.address, "PagePaid", [3, 900, 0, [10_000_000n, 0n]], 1)]),
      block(h + 4, [tableLog(t3.address, "RoundOpened", [3, 901, 1, `0x${"2".repeat(64)}`, 0, 30]), tableLog(t3.address, "BetPlaced", [3, 901, 0, player, 1, [17], 1_000_000n], 1)]),
    ], () => 1);
    const rows = await db.orm.em.getConnection().execute(`select area_id, bets, wagered::text, paid_out::text, players, new_players from stats_daily where day = '2027-03-01' and table_id = 3 order by area_id`);
    expect(rows).toEqual([
      { area_id: "main-hall", bets: 1, wagered: "1000000", paid_out: "0", players: 1, new_players: 0 },
      { area_id: "vip", bets: 2, wagered: "12000000", paid_out: "10000000", players: 1, new_players: 1 },
    ]);
  });
});
