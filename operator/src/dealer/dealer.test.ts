import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, Interface, NonceManager, Wallet, hexlify, randomBytes } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { BaccaratBet, RouletteBet } from "@sunrise/games";
import type { Chains } from "../chains.js";
import { startGameChain, type LocalChain } from "../_test/chain.js";
import { deployDealerTables, DEALER, gameChains, PLAYER, SUSD, type DealerTables } from "./_test/tables.js";
import { Dealer } from "./dealer.js";
import { readDealtTables } from "./start.js";
import { RoundState, ShoeState } from "./plan.js";

const iface = new Interface(tableAbi);
const TIMEOUT = 600;

let chain: LocalChain;
let tables: DealerTables;
let chains: Chains;
let dealer: Dealer;
let player: NonceManager;
const warnings: string[] = [];
const open = new Map<string, number>();

beforeAll(async () => {
  chain = await startGameChain();
  tables = await deployDealerTables(chain, TIMEOUT);
  chains = gameChains(chain, { "GameTable:1": tables.roulette, "GameTable:2": tables.baccarat });
  dealer = new Dealer(chains, { key: DEALER.privateKey, secret: "dealer-test-secret", tables: await readDealtTables(chains), schedule: async () => open }, { warn: (m: string) => void warnings.push(m) });
  player = new NonceManager(new Wallet(PLAYER.privateKey, chains.game.provider));
}, 120_000);

afterAll(async () => {
  chains?.destroy();
  await chain?.stop();
});

const table = (address: string) => new Contract(address, tableAbi, chains.game.provider);
const later = async (seconds: number) => (await chain.rpc("evm_increaseTime", [seconds]), await chain.rpc("evm_mine"));
const roundOf = async (address: string) => {
  const t = table(address);
  const id = Number(await t.getFunction("roundCount")());
  return { id, round: await t.getFunction("rounds")(id) };
};
async function placeBets(address: string, roundId: number, bets: { kind: number; numbers: number[]; amount: bigint }[]) {
  await (await (table(address).connect(player) as Contract).getFunction("placeBets")(roundId, bets, hexlify(randomBytes(32)))).wait();
}
/** Bets the table paid in this block (its PagePaid entries). */
const paidIn = async (block: number, address: string) =>
  (await chains.game.provider.getLogs({ address, fromBlock: block, toBlock: block, topics: [iface.getEvent("PagePaid")!.topicHash] }))
    .reduce((n, l) => n + (iface.parseLog(l)!.args.payouts as bigint[]).length, 0);

describe("the dealer at a stream table", () => {
  it("settles a round larger than one page, then pays the rest page by page until it is settled", async () => {
    open.set(tables.roulette.toLowerCase(), 30);
    await dealer.tick();
    open.clear();
    const { id } = await roundOf(tables.roulette);
    for (let i = 0; i < 7; i++) await placeBets(tables.roulette, id, Array.from({ length: 64 }, () => ({ kind: RouletteBet.RED, numbers: [], amount: SUSD })));
    await later(31);
    await dealer.tick();
    const { round } = await roundOf(tables.roulette);
    expect(Number(round.state)).toBe(RoundState.SETTLED);
    expect(round.paidCount).toBe(448n);
    const t = table(tables.roulette);
    const [revealed] = await t.queryFilter(t.filters.RoundRevealed!(undefined, id));
    const [settled] = await t.queryFilter(t.filters.RoundSettled!(undefined, id));
    // The reveal paid the first page; the rest came in a later transaction, with the round's end.
    expect(settled!.blockNumber).toBeGreaterThan(revealed!.blockNumber);
    expect(await paidIn(revealed!.blockNumber, tables.roulette)).toBe(400);
    expect(await paidIn(settled!.blockNumber, tables.roulette)).toBe(48);
    expect(warnings).toEqual([]);
  }, 120_000);
});

describe("the dealer at a shoe table", () => {
  it("starts a shoe and deals its first round in two blocks: start, then the root with the burn card", async () => {
    open.set(tables.baccarat.toLowerCase(), 30);
    const before = await chains.game.provider.getBlockNumber();
    await dealer.tick();
    const t = table(tables.baccarat);
    const [shoeId, shoe] = await t.getFunction("currentShoe")();
    expect([shoeId, Number(shoe.state), Number(shoe.startedBlock)]).toEqual([1n, ShoeState.DEALING, before + 1]);
    const [dealing] = await t.queryFilter(t.filters.ShoeDealing!());
    expect(dealing!.blockNumber).toBe(before + 2);
    const { id, round } = await roundOf(tables.baccarat);
    expect([id, Number(round.state), Number(round.firstPosition)]).toEqual([1, RoundState.OPEN, Number(shoe.firstPosition)]);
  }, 60_000);

  it("forfeits a round it was away for past the deadline (each bet paid its worst case), then deals the next round from the same position", async () => {
    const { id, round } = await roundOf(tables.baccarat);
    await placeBets(tables.baccarat, id, [{ kind: BaccaratBet.BANKER, numbers: [], amount: 10n * SUSD }, { kind: BaccaratBet.TIE, numbers: [], amount: 2n * SUSD }]);
    const maxReturns = await Promise.all([0, 1].map(async (i) => (await table(tables.baccarat).getFunction("betAt")(id, i)).maxReturn as bigint));
    await later(30 + TIMEOUT);
    await dealer.tick();
    const t = table(tables.baccarat);
    expect(Number((await t.getFunction("rounds")(id)).state)).toBe(RoundState.FORFEITED);
    const paid = (await t.queryFilter(t.filters.PagePaid!(undefined, id))).flatMap((e) => [...(e as unknown as { args: { payouts: bigint[] } }).args.payouts]);
    expect(paid).toEqual(maxReturns);
    expect(maxReturns[1]).toBe(18n * SUSD);
    expect(warnings.some((w) => /round 1 was not revealed in time/.test(w))).toBe(true);
    const next = await roundOf(tables.baccarat);
    expect([next.id, Number(next.round.state), Number(next.round.firstPosition)]).toEqual([id + 1, RoundState.OPEN, Number(round.firstPosition)]);
  }, 60_000);

  it("deals no round from a shoe its secret does not give (the secret changed mid-shoe), and says so once", async () => {
    // The round in play finishes; no table may open.
    open.clear();
    await later(31);
    await dealer.tick();
    const before = await roundOf(tables.baccarat);
    expect(Number(before.round.state)).toBe(RoundState.SETTLED);
    const told: string[] = [];
    const other = new Dealer(chains, { key: DEALER.privateKey, secret: "another-dealer-secret", tables: await readDealtTables(chains), schedule: async () => new Map([[tables.baccarat.toLowerCase(), 30]]) }, { warn: (m: string) => void told.push(m) });
    await other.tick();
    await other.tick();
    expect((await roundOf(tables.baccarat)).id).toBe(before.id);
    expect(told).toEqual([expect.stringMatching(/shoe 1's root is not the one this dealer's secret gives/)]);
  }, 60_000);
});
