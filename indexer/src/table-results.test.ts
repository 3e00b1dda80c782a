// The indexer's rounds against a real chain, per game: the outcome it stores is the contract's, and
// its decoded result is what the games engine deals on its own from the round's seeds (stream
// games) or from the shoe at the round's position (shoe games).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Contract, Interface } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider, writeDeployments, type Deployments } from "@sunrise/contracts";
import { TableBet, TableRound, TableShoe } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { dealShoeRound, dealTableRound, RouletteBet, SHOE_GAMES, streamClientSeed } from "@sunrise/games";
import { startChild, startHardhat, type Child, type LocalChain } from "./_test/chain.js";
import { deployGameTables, GAME_TABLES, RoundDriver } from "./_test/game-tables.js";
import { countRows } from "./_test/tables.js";

const ROUNDS_PER_GAME = 4;
const iface = new Interface(tableAbi);

let game: LocalChain;
let db: TestDatabase;
let dir: string;
let deployments: Deployments;
let provider: ChainProvider;
let driver: RoundDriver;
let indexer: Child;
const played = new Map<number, number[]>();

const tableOf = (tableId: number) => deployments.gameChain.contracts[`GameTable:${tableId}`]!;
const contract = (tableId: number) => new Contract(tableOf(tableId), tableAbi, provider);

beforeAll(async () => {
  [game, db] = await Promise.all([startHardhat("gameChain"), createTestDatabase()]);
  const chainId = Number(BigInt(await game.rpc<string>("eth_chainId")));
  deployments = await deployGameTables(game, chainId);
  provider = new ChainProvider(game.url, chainId, { pollingInterval: 50 });
  driver = new RoundDriver(provider);
  for (const t of GAME_TABLES) {
    const ids: number[] = [];
    for (let i = 0; i < ROUNDS_PER_GAME; i++) ids.push(await driver.playRound(tableOf(t.tableId), t.gameType, t.bets));
    played.set(t.tableId, ids);
  }
  // 448 bets: revealed with the first page, settled by a payBets transaction after it.
  const board = Array.from({ length: 64 }, (_, i) => ({ kind: RouletteBet.STRAIGHT, numbers: [i % 37] }));
  played.get(1)!.push(await driver.playRound(tableOf(1), 1, board, 7));

  dir = mkdtempSync(join(tmpdir(), "sunrise-results-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  indexer = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(new URL("..", import.meta.url).pathname),
    env: { DATABASE_URL: db.url, DEPLOYMENTS_FILE: join(dir, "deployments.json"), INDEXER_CHAIN: "game", FINALITY_CONFIRMATIONS: "0", HEAD_POLL_INTERVAL_MS: "100" },
  });
  const head = await provider.getBlockNumber();
  await vi.waitFor(async () => expect(await countRows(db.orm, "processor_status", `height >= ${head}`), indexer.output().slice(-2000)).toBe(1), { timeout: 90_000, interval: 250 });
}, 300_000);

afterAll(async () => {
  await indexer?.stop();
  provider?.destroy();
  await game?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await db?.close();
});

/** The stream round's client seed recomputed from the chain: the close block's hash and the PlayerSeed logs in order. */
async function streamSeeds(tableId: number, roundId: number) {
  const r = await contract(tableId).getFunction("rounds")(roundId);
  const close = await provider.getBlock(Number(r.closedBlock));
  const logs = await provider.getLogs({ address: tableOf(tableId), fromBlock: 0, topics: [iface.getEvent("PlayerSeed")!.topicHash, null, `0x${roundId.toString(16).padStart(64, "0")}`] });
  const seeds = logs.map((l) => iface.parseLog(l)!.args).map((a) => ({ player: String(a.player).toLowerCase(), seed: String(a.seed) }));
  return { clientSeed: streamClientSeed(close!.hash!, seeds), serverSeed: String(r.serverSeed), onChain: String(r.clientSeed) };
}

describe.each(GAME_TABLES.map((t) => [t.rules.replace("Rules", ""), t] as const))("indexed %s rounds", (_name, t) => {
  it("store the contract's outcome, and a result equal to the engine's own deal", async () => {
    const em = db.orm.em.fork();
    for (const roundId of played.get(t.tableId)!) {
      const row = await em.findOneOrFail(TableRound, { tableId: t.tableId, roundId });
      const outcome = (await contract(t.tableId).getFunction("outcomeOf")(roundId)).map(Number);
      expect(row.outcome, `round ${roundId}`).toEqual(outcome);
      let dealt;
      if (SHOE_GAMES.includes(t.gameType)) {
        const shoe = driver.shoeOf(tableOf(t.tableId), row.shoeId!, row.clientSeed!);
        dealt = dealShoeRound(t.gameType, shoe.cards, row.firstPosition!).outcome;
        expect(row.cardProofs!.map((c) => c.card)).toEqual(outcome);
      } else {
        const seeds = await streamSeeds(t.tableId, roundId);
        expect(row.clientSeed).toBe(seeds.onChain);
        expect(seeds.clientSeed).toBe(seeds.onChain);
        dealt = dealTableRound(t.gameType, { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, roundId });
        expect(row.playerSeeds).toHaveLength(roundId === played.get(1)!.at(-1) && t.tableId === 1 ? 7 : 2);
      }
      expect(row.result, `round ${roundId}`).toEqual(JSON.parse(JSON.stringify(dealt)));
    }
  });

  it("are settled with every bet's payout as the contract paid it", async () => {
    const em = db.orm.em.fork();
    for (const roundId of played.get(t.tableId)!) {
      const row = await em.findOneOrFail(TableRound, { tableId: t.tableId, roundId });
      const onChain = await contract(t.tableId).getFunction("rounds")(roundId);
      expect(row).toMatchObject({ state: "settled", totalStaked: String(onChain.staked), totalPaid: String(onChain.totalPaid) });
      const bets = await em.find(TableBet, { roundKey: row.id });
      expect(bets.length).toBe(Number(await contract(t.tableId).getFunction("betCount")(roundId)));
      expect(bets.reduce((s, b) => s + BigInt(b.payout!), 0n)).toBe(onChain.totalPaid as bigint);
    }
  });
});

describe("an indexed shoe", () => {
  it.each([2, 5])("of table %i holds the chain's root, cut and next position, and counts its rounds", async (tableId) => {
    const [shoeId, shoe] = await contract(tableId).getFunction("currentShoe")();
    const row = await db.orm.em.fork().findOneOrFail(TableShoe, { tableId, shoeId: Number(shoeId) });
    expect(row).toMatchObject({ state: "dealing", commitment: shoe.commitment, root: shoe.root, clientSeed: shoe.clientSeed, cutIndex: Number(shoe.cutIndex), burnCard: Number(shoe.burnCard), position: Number(shoe.position), roundCount: ROUNDS_PER_GAME });
  });
});
