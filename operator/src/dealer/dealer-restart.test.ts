// The dealer (as a process) deals a whole baccarat shoe and roulette rounds on a local chain while
// it is killed with SIGKILL at random points and restarted: every step is recovered from chain and
// the dealer's secret, so every round is settled (none forfeited), the shoe's rounds take
// consecutive positions, and the revealed shoe verifies from chain data alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { Contract, Interface, NonceManager, Wallet, hexlify, randomBytes } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { BaccaratBet, RouletteBet, verifyShoe, type ShoeRoundRecord } from "@sunrise/games";
import { startChild, startGameChain, type Child, type LocalChain } from "../_test/chain.js";
import { deployDealerTables, DEALER, PLAYER, SUSD, type DealerTables } from "./_test/tables.js";
import { RoundState, ShoeState } from "./plan.js";

const SECRET = "dealer-restart-test-secret";
const iface = new Interface(tableAbi);

let chain: LocalChain;
let tables: DealerTables;
let provider: ChainProvider;
const children: Child[] = [];

beforeAll(async () => {
  chain = await startGameChain();
  tables = await deployDealerTables(chain, 86_400);
  provider = new ChainProvider(chain.url, chain.chainId, { pollingInterval: 50 });
}, 120_000);

afterAll(async () => {
  for (const c of children) await c.stop("SIGKILL");
  provider?.destroy();
  await chain?.stop();
});

function dealer(): Child {
  const child = startChild(process.execPath, ["--import", "tsx", "src/dealer/_test/run-dealer.ts"], {
    cwd: resolve(new URL("../..", import.meta.url).pathname),
    env: { GAME_RPC_URL: chain.url, GAME_CHAIN_ID: String(chain.chainId), TABLES: `${tables.roulette},${tables.baccarat}`, DEALER_KEY: DEALER.privateKey, DEALER_SECRET: SECRET, BETTING_SECONDS: "4" },
  });
  children.push(child);
  return child;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const table = (address: string) => new Contract(address, tableAbi, provider);
const logsOf = async (address: string, event: string) =>
  (await provider.getLogs({ address, topics: [iface.getEvent(event)!.topicHash], fromBlock: 0 })).map((l) => iface.parseLog(l)!.args);

/** A player who bets into every open round it has not bet in yet, with a fresh seed each time. */
async function betWhereOpen(player: NonceManager, done: Set<string>): Promise<void> {
  for (const [address, bets] of [
    [tables.roulette, [{ kind: RouletteBet.RED, numbers: [], amount: 2n * SUSD }, { kind: RouletteBet.STRAIGHT, numbers: [17], amount: SUSD }]],
    [tables.baccarat, [{ kind: BaccaratBet.BANKER, numbers: [], amount: 3n * SUSD }, { kind: BaccaratBet.PLAYER, numbers: [], amount: 2n * SUSD }]],
  ] as const) {
    const t = table(address);
    const id = Number(await t.getFunction("roundCount")());
    if (!id || done.has(`${address}:${id}`)) continue;
    const r = await t.getFunction("rounds")(id);
    const now = (await provider.getBlock("latest"))!.timestamp;
    if (Number(r.state) !== RoundState.OPEN || now + 1 >= Number(r.closesAt)) continue;
    done.add(`${address}:${id}`);
    await (await (t.connect(player) as Contract).getFunction("placeBets")(id, bets, hexlify(randomBytes(32)))).wait().catch(() => undefined);
  }
}

describe("the dealer under kill -9", () => {
  it("deals a whole shoe and stream rounds through random kills, resuming each time with nothing forfeited", async () => {
    const player = new NonceManager(new Wallet(PLAYER.privateKey, provider));
    const bac = table(tables.baccarat);
    const shoeState = async () => Number((await bac.getFunction("currentShoe")())[1].state);
    const kills: { round: number; shoe: number; shoeId: number }[] = [];
    const betted = new Set<string>();
    let current = dealer();
    let killAt = Date.now() + 2_000 + Math.random() * 4_000;
    const deadline = Date.now() + 420_000;
    // Until the first shoe is revealed and the next one started.
    while (Number(await bac.getFunction("shoeCount")()) < 2 || (await shoeState()) < ShoeState.COMMITTED) {
      if (Date.now() > deadline) throw new Error(`the shoe did not finish in time; dealer said:\n${current.output().slice(-3000)}`);
      // Chain time runs ahead of the wall clock: betting windows pass in a few polls.
      await chain.rpc("evm_increaseTime", [2]);
      await chain.rpc("evm_mine");
      await betWhereOpen(player, betted);
      if (Date.now() > killAt) {
        const id = Number(await bac.getFunction("roundCount")());
        const round = id ? Number((await bac.getFunction("rounds")(id)).state) : 0;
        const [shoeId, shoe] = await bac.getFunction("currentShoe")();
        await current.stop("SIGKILL");
        kills.push({ round, shoe: Number(shoe.state), shoeId: Number(shoeId) });
        current = dealer();
        // Kills come every few seconds at first; later ones further apart, so the shoe ends sooner
        // (a dealer started again spends seconds loading before it deals).
        killAt = Date.now() + (kills.length < 8 ? 3_000 + Math.random() * 5_000 : 12_000 + Math.random() * 8_000);
      }
      await sleep(100);
    }
    await current.stop("SIGKILL");
    const output = children.map((c) => c.output()).join("\n");
    expect(output).not.toMatch(/forfeit|refund/i);
    expect(kills.length).toBeGreaterThanOrEqual(5);
    // Killed while the shoe was dealing and a round was in play.
    expect(kills.some((k) => k.shoe === ShoeState.DEALING && (k.round === RoundState.OPEN || k.round === RoundState.CLOSED))).toBe(true);

    // Every baccarat round of the first shoe settled, every bet paid, at consecutive positions.
    const proven = (await logsOf(tables.baccarat, "RoundCardsProven")).filter((a) => a.shoeId === 1n);
    const [started] = await logsOf(tables.baccarat, "ShoeStarted");
    const [dealing] = await logsOf(tables.baccarat, "ShoeDealing");
    const [finished] = await logsOf(tables.baccarat, "ShoeFinished");
    const [revealed] = await logsOf(tables.baccarat, "ShoeRevealed");
    const rounds: ShoeRoundRecord[] = proven.map((a) => ({ roundId: a.roundId, firstPosition: Number(a.firstPosition), cards: [...a.cards].map(Number) }));
    expect(rounds.length).toBeGreaterThan(40);
    for (const r of rounds) {
      const onChain = await bac.getFunction("rounds")(r.roundId);
      expect(Number(onChain.state), `round ${r.roundId}`).toBe(RoundState.SETTLED);
      expect(onChain.paidCount).toBe(await bac.getFunction("betCount")(r.roundId));
    }
    const verified = verifyShoe({
      gameType: 2, shoeId: 1, shoeSeed: revealed!.serverSeed, clientSeed: dealing!.clientSeed, commitment: started!.commitment, root: dealing!.root,
      cutIndex: Number(dealing!.cutIndex), burnCard: Number(dealing!.burnCard), firstPosition: Number(dealing!.firstPosition), lastPosition: Number(finished!.lastPosition), rounds,
    });
    expect(verified.checks.concat(verified.rounds.flatMap((r) => r.checks)).filter((c) => !c.ok)).toEqual([]);
    expect(verified.ok).toBe(true);

    // Stream rounds: all but the latest settled; no round refunded or forfeited.
    const roulette = table(tables.roulette);
    const count = Number(await roulette.getFunction("roundCount")());
    expect(count).toBeGreaterThan(20);
    for (let id = 1; id < count; id++) expect(Number((await roulette.getFunction("rounds")(id)).state), `roulette round ${id}`).toBe(RoundState.SETTLED);
    expect((await logsOf(tables.roulette, "PlayerSeed")).length).toBeGreaterThan(5);
    // Bets were placed and paid at both tables, winners among them.
    for (const address of [tables.roulette, tables.baccarat]) expect((await logsOf(address, "PagePaid")).flatMap((a) => [...(a.payouts as bigint[])]).filter((p) => p > 0n).length, address).toBeGreaterThan(3);
  }, 600_000);
});
