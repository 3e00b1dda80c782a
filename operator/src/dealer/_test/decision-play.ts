import { Contract, Interface, hexlify, randomBytes, type Provider, type Signer } from "ethers";
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { BlackjackAction, checkDecision, decisionGame, decisionOutcome, handTotal, replayBet, roundDeckCommitment, settleDecisionBets, type DecidedBet } from "@sunrise/games";
import { serverSeed } from "../server-seed.js";

export const decisionIface = new Interface(decisionAbi);
export const decisionTable = (address: string, runner: Provider | Signer) => new Contract(address, decisionAbi, runner);

/** A player's seed for each placeBets: fresh random bytes, as the browser sends. */
export const playerSeed = () => hexlify(randomBytes(32));

/** Sends as the player and returns the gas the transaction used. */
export async function sendAs(player: Signer, address: string, fn: string, ...args: unknown[]): Promise<bigint> {
  const receipt = await (await decisionTable(address, player).getFunction(fn)(...args)).wait();
  return receipt.gasUsed as bigint;
}

/** Every bet of a round as the rules read it (kind, stake, actions by window). */
export async function betsOf(table: Contract, roundId: number): Promise<(DecidedBet & { player: string })[]> {
  const n = Number(await table.getFunction("betCount")(roundId));
  const bets = await Promise.all(Array.from({ length: n }, (_, i) => table.getFunction("betAt")(roundId, i)));
  return bets.map((b) => ({ player: String(b.player), kind: Number(b.kind), amount: b.amount as bigint, actions: [...b.actions].map(Number) }));
}

/** The payouts the contract's PagePaid events carry for a round, by bet index. */
export async function paidOf(provider: Provider, address: string, roundId: number): Promise<bigint[]> {
  const logs = await provider.getLogs({ address, fromBlock: 0, topics: [decisionIface.getEvent("PagePaid")!.topicHash, null, `0x${roundId.toString(16).padStart(64, "0")}`] });
  const paid: bigint[] = [];
  for (const l of logs) {
    const a = decisionIface.parseLog(l)!.args;
    (a.payouts as bigint[]).forEach((payout, i) => (paid[Number(a.fromBet) + i] = payout));
  }
  return paid;
}

/**
 * What the games engine says a settled round pays each bet, from the deck it re-derives from the
 * seeds (checked equal to the contract's outcome) and the decisions the contract recorded.
 */
export async function enginePayouts(table: Contract, gameType: number, secret: string, roundId: number): Promise<{ payouts: bigint[]; outcome: number[] }> {
  const address = await table.getAddress();
  const r = await table.getFunction("rounds")(roundId);
  const outcome = [...(await table.getFunction("outcomeOf")(roundId))].map(Number);
  const shape = decisionGame(gameType);
  const deck = roundDeckCommitment(serverSeed(secret, address, roundId), r.clientSeed, roundId, shape.decks);
  if (deck.root !== String(r.root).toLowerCase()) throw new Error(`round ${roundId}: the engine's deck root is not the one dealt`);
  if (JSON.stringify(deck.cards.slice(0, outcome.length)) !== JSON.stringify(outcome)) throw new Error(`round ${roundId}: the contract's outcome is not the deck's first cards`);
  const settled = settleDecisionBets(decisionOutcome(gameType, outcome), await betsOf(table, roundId), { windows: Number(r.window), windowOpen: Boolean(r.settledInWindow) });
  return { payouts: settled.map((s) => s.payout), outcome };
}

/** The cards proven so far in the order the rules read them (the deal's, then the extra sequence). */
export async function shownOf(table: Contract, roundId: number): Promise<number[]> {
  return [...(await table.getFunction("shownCards")(roundId))].map(Number);
}

/**
 * A blackjack player's choice in a window, by style: the insurer takes insurance, the others
 * refuse it; the splitter splits any pair; the hitter hits below 17 then stands; the doubler doubles
 * on two cards and stands otherwise. Returns null when the bet has nothing to decide.
 */
export function blackjackChoice(style: "hitter" | "doubler" | "insurer", shown: readonly number[], bet: DecidedBet, window: number): { hand: number; action: number } | null {
  const allowed = (hand: number, action: number) => checkDecision(7, shown, bet, window, hand, action).ok;
  for (const hand of [0, 1]) {
    if (allowed(hand, BlackjackAction.INSURANCE)) return { hand, action: style === "insurer" ? BlackjackAction.INSURANCE : BlackjackAction.NO_INSURANCE };
    if (!allowed(hand, BlackjackAction.STAND)) continue;
    if (allowed(hand, BlackjackAction.SPLIT) && style !== "doubler") return { hand, action: BlackjackAction.SPLIT };
    if (style === "doubler") return { hand, action: allowed(hand, BlackjackAction.DOUBLE) ? BlackjackAction.DOUBLE : BlackjackAction.STAND };
    const live = replayBet({ player: shown.slice(0, 2), up: shown[2]!, extra: (n) => shown[3 + n] }, bet.actions, window - 1);
    const total = handTotal(live.hands[hand]!.cards).total;
    return { hand, action: total < 17 ? BlackjackAction.HIT : BlackjackAction.STAND };
  }
  return null;
}
