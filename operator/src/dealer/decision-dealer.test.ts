// The dealer at casino hold'em and blackjack tables on a real chain, with players deciding from
// their own wallets: every round is dealt, windowed and settled, and each bet is paid what the
// games engine computes from the seeds and the recorded decisions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NonceManager, Wallet, type Contract } from "ethers";
import { BlackjackAction, BlackjackBet, decisionOutcome, HoldemAction, HoldemBet, settleBlackjackBet } from "@sunrise/games";
import type { Chains } from "../chains.js";
import { startGameChain, type LocalChain } from "../_test/chain.js";
import { DEALER, gameChains, SUSD } from "./_test/tables.js";
import { deployDecisionTables, PLAYERS, type DecisionTables } from "./_test/decision-tables.js";
import { betsOf, blackjackChoice, decisionTable, enginePayouts, paidOf, playerSeed, sendAs, shownOf } from "./_test/decision-play.js";
import { Dealer } from "./dealer.js";
import { readDealtTables } from "./start.js";
import { DecisionRoundState as S } from "./decision-plan.js";

const SECRET = "decision-dealer-test-secret";
const WINDOW = 5;

let chain: LocalChain;
let tables: DecisionTables;
let chains: Chains;
let dealer: Dealer;
let players: NonceManager[];
const warnings: string[] = [];
const open = new Map<string, number>();

beforeAll(async () => {
  chain = await startGameChain();
  tables = await deployDecisionTables(chain, 600, WINDOW);
  chains = gameChains(chain, { "GameTable:3": tables.holdem, "GameTable:7": tables.blackjack });
  dealer = new Dealer(chains, { key: DEALER.privateKey, secret: SECRET, tables: await readDealtTables(chains), schedule: async () => open }, { warn: (m: string) => void warnings.push(m) });
  players = PLAYERS.map((p) => new NonceManager(new Wallet(p.privateKey, chains.game.provider)));
}, 120_000);

afterAll(async () => {
  chains?.destroy();
  await chain?.stop();
});

const later = async (seconds: number) => (await chain.rpc("evm_increaseTime", [seconds]), await chain.rpc("evm_mine"));
const table = (address: string): Contract => decisionTable(address, chains.game.provider);
const roundOf = async (address: string, id: number) => table(address).getFunction("rounds")(id);

/** Lets the dealer open one round at the table and returns its id. */
async function openRound(address: string): Promise<number> {
  open.set(address.toLowerCase(), 30);
  await dealer.tick();
  open.clear();
  return Number(await table(address).getFunction("roundCount")());
}

/** Gas of the transaction that settled (revealed) the round. */
async function settleGas(address: string, roundId: number): Promise<bigint> {
  const [revealed] = await table(address).queryFilter(table(address).filters.RoundRevealed!(undefined, roundId));
  return (await chains.game.provider.getTransactionReceipt(revealed!.transactionHash))!.gasUsed;
}

/** Hands the round's bets ended with (a split bet has two). */
async function handsIn(roundId: number): Promise<number> {
  const t = table(tables.blackjack);
  const r = await roundOf(tables.blackjack, roundId);
  const deal = decisionOutcome(7, [...(await t.getFunction("outcomeOf")(roundId))].map(Number));
  if (deal.game !== "blackjack") throw new Error("not a blackjack outcome");
  const bets = await betsOf(t, roundId);
  return bets.reduce((n, b) => n + settleBlackjackBet(deal, b, { windows: Number(r.window), windowOpen: Boolean(r.settledInWindow) }).hands.length, 0);
}

async function expectPaidAsTheEngine(address: string, gameType: number, roundId: number): Promise<bigint[]> {
  const r = await roundOf(address, roundId);
  expect(Number(r.state), `round ${roundId}`).toBe(S.SETTLED);
  const { payouts } = await enginePayouts(table(address), gameType, SECRET, roundId);
  expect(await paidOf(chains.game.provider, address, roundId)).toEqual(payouts);
  return payouts;
}

describe("the dealer at a casino hold'em table", () => {
  it("deals hole cards and flop, takes a call and a fold, folds the player who did not decide once the window closes, and pays as the engine", async () => {
    const id = await openRound(tables.holdem);
    const [alice, bob, carol] = players as [NonceManager, NonceManager, NonceManager];
    await sendAs(alice, tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount: 2n * SUSD }, { kind: HoldemBet.AA_BONUS, numbers: [], amount: SUSD }], playerSeed());
    await sendAs(bob, tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount: 3n * SUSD }], playerSeed());
    await sendAs(carol, tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount: SUSD }], playerSeed());
    await later(31);
    await dealer.tick();
    let r = await roundOf(tables.holdem, id);
    expect([Number(r.state), Number(r.window)]).toEqual([S.DEALT, 1]);
    // The hole cards and the flop: one card shown at each of the rules' deal positions.
    expect([...(await table(tables.holdem).getFunction("dealPositions")())].map(Number)).toEqual([0, 1, 4, 5, 6]);
    const shown = await shownOf(table(tables.holdem), id);
    expect(shown).toHaveLength(5);

    const callGas = await sendAs(alice, tables.holdem, "decide", id, 0, 0, HoldemAction.CALL);
    const foldGas = await sendAs(bob, tables.holdem, "decide", id, 2, 0, HoldemAction.FOLD);
    // Carol has not decided: the round waits for the window's end.
    await dealer.tick();
    expect(Number((await roundOf(tables.holdem, id)).state)).toBe(S.DEALT);
    await later(WINDOW);
    await dealer.tick();
    r = await roundOf(tables.holdem, id);
    expect(r.settledInWindow).toBe(false);
    const payouts = await expectPaidAsTheEngine(tables.holdem, 3, id);
    // Bob folded and Carol folded by default: their antes are lost.
    expect([payouts[2], payouts[3]]).toEqual([0n, 0n]);
    const outcome = [...(await table(tables.holdem).getFunction("outcomeOf")(id))].map(Number);
    expect(shown).toEqual([0, 1, 4, 5, 6].map((p) => outcome[p]));
    const bets = await betsOf(table(tables.holdem), id);
    expect(bets.map((b) => b.actions)).toEqual([[HoldemAction.CALL], [0], [HoldemAction.FOLD], [0]]);
    console.log(`[figures] casino hold'em: gas per decision: call ${callGas}, fold ${foldGas}; settle gas per bet (4 bets): ${(await settleGas(tables.holdem, id)) / 4n}`);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("settles at once, inside the window, when every ante has decided", async () => {
    const id = await openRound(tables.holdem);
    const [alice, bob] = players as [NonceManager, NonceManager];
    await sendAs(alice, tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount: 5n * SUSD }], playerSeed());
    await sendAs(bob, tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount: 5n * SUSD }], playerSeed());
    await later(31);
    await dealer.tick();
    await sendAs(alice, tables.holdem, "decide", id, 0, 0, HoldemAction.FOLD);
    await sendAs(bob, tables.holdem, "decide", id, 1, 0, HoldemAction.CALL);
    await dealer.tick();
    const r = await roundOf(tables.holdem, id);
    expect(r.settledInWindow).toBe(true);
    await expectPaidAsTheEngine(tables.holdem, 3, id);
  }, 120_000);
});

describe("the dealer at a blackjack table", () => {
  it("runs rounds of hits, stands, doubles, splits and insurance from three players' wallets, each paid as the engine", async () => {
    const styles = ["hitter", "doubler", "insurer"] as const;
    const seen = new Set<number>();
    const wanted = [BlackjackAction.HIT, BlackjackAction.STAND, BlackjackAction.DOUBLE, BlackjackAction.SPLIT, BlackjackAction.INSURANCE];
    const bj = table(tables.blackjack);
    let rounds = 0;
    let windows = 0;
    // Gas figures: each decision by action, each settle per hand it settled.
    const decideGas = new Map<number, bigint[]>();
    const settleGasPerHand: bigint[] = [];
    for (; rounds < 120 && !wanted.every((a) => seen.has(a)); rounds++) {
      const id = await openRound(tables.blackjack);
      for (const p of players) await sendAs(p, tables.blackjack, "placeBets", id, [{ kind: BlackjackBet.MAIN, numbers: [], amount: 10n * SUSD }], playerSeed());
      await later(31);
      await dealer.tick();
      for (let w = 0; Number((await roundOf(tables.blackjack, id)).state) === S.DEALT; w++) {
        expect(w, `round ${id} ran out of windows`).toBeLessThan(20);
        const r = await roundOf(tables.blackjack, id);
        const window = Number(r.window);
        const shown = await shownOf(bj, id);
        const bets = await betsOf(bj, id);
        for (const [i, p] of players.entries()) {
          if (bets[i]!.actions[window - 1]) continue;
          const choice = blackjackChoice(styles[i]!, shown, bets[i]!, window);
          if (!choice) continue;
          // The contract agrees with the engine that the choice is allowed (a refusal rejects with its reason).
          await decisionTable(tables.blackjack, p).getFunction("decide").staticCall(id, i, choice.hand, choice.action);
          const gas = await sendAs(p, tables.blackjack, "decide", id, i, choice.hand, choice.action);
          decideGas.set(choice.action, [...(decideGas.get(choice.action) ?? []), gas]);
          seen.add(choice.action);
        }
        windows++;
        await dealer.tick();
        if (Number((await roundOf(tables.blackjack, id)).state) !== S.DEALT) break;
        await later(WINDOW);
        await dealer.tick();
      }
      await expectPaidAsTheEngine(tables.blackjack, 7, id);
      settleGasPerHand.push((await settleGas(tables.blackjack, id)) / BigInt(await handsIn(id)));
    }
    const median = (xs: bigint[]) => [...xs].sort((a, b) => (a < b ? -1 : 1))[Math.floor(xs.length / 2)];
    const names = ["", "hit", "stand", "double", "split", "insurance", "no insurance"];
    console.log(`[figures] blackjack: ${rounds} rounds, ${windows} windows; gas per decision (median): ${[...decideGas].sort(([a], [b]) => a - b).map(([a, g]) => `${names[a]} ${median(g)}`).join(", ")}; settle gas per hand (median of rounds, 3 bets): ${median(settleGasPerHand)}`);
    expect([...seen].sort()).toEqual(expect.arrayContaining(wanted));
    expect(windows).toBeGreaterThan(rounds);
    expect(warnings).toEqual([]);
  }, 600_000);
});
