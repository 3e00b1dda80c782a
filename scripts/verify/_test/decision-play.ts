// Casino hold'em and blackjack rounds played on a real DecisionTable for the verifier's integration
// test: the test's dealer deals the round's deck from the seeds, players decide window by window
// (or sign their decisions and the dealer relays each window's in one batch), and the dealer opens
// windows while some bet can still decide, as the platform's dealer does.
import { checkDecision, decisionGame, decisionOutcome, roundDeckCommitment, settleDecisionBets, streamClientSeed } from "@sunrise/games";
import relayAbi from "@sunrise/contracts/abi/DecisionRelay.json" with { type: "json" };
import { signDecision, signedDecisionInput, type SignedDecisionInput } from "@sunrise/contracts/signed-decision";
import { Contract, hexlify, randomBytes, sha256, type InterfaceAbi, type NonceManager } from "ethers";
import { send, type LocalChain } from "./chain.js";

/** A player's bets, placed in one placeBets (an AA bonus goes with its ante). */
export interface Seat {
  player: NonceManager;
  /** Decides instead of `player`: the other wallet of its cashier account. */
  decider?: NonceManager;
  bets: SeatBet[];
}

export interface SeatBet {
  kind: number;
  amount: bigint;
  /**
   * The seat's choice in a window, from the cards shown and its actions so far (`actions[w − 1]`):
   * actions to try in order (the first the rules allow on hand 0, else hand 1, is sent), none to pass.
   */
  choose?(window: number, actions: readonly number[]): number[];
}

export interface Played {
  roundId: number;
  serverSeed: string;
  /** The decisions sent: bet index (bets numbered seat after seat), window, action. */
  decisions: { betIndex: number; window: number; action: number }[];
}

const seed = () => hexlify(randomBytes(32));
const as = (table: Contract, player: NonceManager) => table.connect(player) as Contract;

/** Lets the chain's clock run `seconds` and mines a block. */
export async function elapse(chain: LocalChain, seconds: number): Promise<void> {
  await chain.rpc("evm_increaseTime", [seconds]);
  await chain.rpc("evm_mine");
}

/**
 * One round: opened with a fresh committed seed, every seat's bet placed (one placeBets each, with a
 * player seed), betting closed, the deck dealt from the client seed the close fixes, then window
 * after window each seat decides and the window runs out. `end`: "settle" reveals the seed once no
 * bet can decide any more; "dealt" stops inside window 1 after its decisions. `relayed`: each seat
 * signs its decisions and the dealer sends a window's in one `decideSigned` through the table's relay.
 */
export async function playDecisionRound(
  chain: LocalChain, table: Contract, gameType: number, seats: Seat[], decisionSeconds: number, end: "settle" | "dealt" = "settle", { relayed = false } = {},
): Promise<Played> {
  const shape = decisionGame(gameType);
  const serverSeed = seed();
  await send(table, "openRound", sha256(serverSeed), 60);
  const roundId = Number(await table.getFunction("roundCount")());
  const playerSeeds: { player: string; seed: string }[] = [];
  for (const s of seats) {
    const playerSeed = seed();
    await send(as(table, s.player), "placeBets", roundId, s.bets.map((b) => ({ kind: b.kind, numbers: [], amount: b.amount })), playerSeed);
    playerSeeds.push({ player: await s.player.getAddress(), seed: playerSeed });
  }
  const closed = await send(table, "closeBetting", roundId);
  const closeHash = (await chain.provider.getBlock(closed.blockNumber))!.hash!;
  const deck = roundDeckCommitment(serverSeed, streamClientSeed(closeHash, playerSeeds), roundId, shape.decks);
  await send(table, "deal", roundId, deck.root, shape.dealPositions.map((p) => deck.cardProof(p)));

  const bets = seats.flatMap((s) => s.bets.map((b) => ({ ...b, decider: s.decider ?? s.player })));
  const actions = bets.map(() => [] as number[]);
  const decisions: Played["decisions"] = [];
  const relay = new Contract(await table.getFunction("decisionRelay")(), relayAbi as InterfaceAbi, table.runner);
  const { chainId } = await chain.provider.getNetwork();
  const address = await table.getAddress();
  for (let window = 1; ; window++) {
    const shown = [...(await table.getFunction("shownCards")(roundId))].map(Number);
    const signed: SignedDecisionInput[] = [];
    for (const [i, s] of bets.entries()) {
      const bet = { kind: s.kind, amount: s.amount, actions: actions[i]! };
      const choice = (s.choose?.(window, actions[i]!) ?? []).flatMap((action) => [0, 1].map((hand) => ({ hand, action }))).find((c) => checkDecision(gameType, shown, bet, window, c.hand, c.action).ok);
      if (!choice) continue;
      if (relayed) signed.push(signedDecisionInput({ betIndex: i, ...choice }, await signDecision(s.decider, chainId, address, { roundId, betIndex: i, window, ...choice })));
      else await send(as(table, s.decider), "decide", roundId, i, choice.hand, choice.action);
      actions[i]![window - 1] = choice.action;
      decisions.push({ betIndex: i, window, action: choice.action });
    }
    if (signed.length) await send(relay, "decideSigned", roundId, window, signed);
    for (const a of actions) a[window - 1] ??= 0;
    if (end === "dealt") return { roundId, serverSeed, decisions };
    await elapse(chain, decisionSeconds);
    const r = await table.getFunction("rounds")(roundId);
    // Another window while a bet could still decide (the rules would owe it its worst case otherwise).
    const outcome = decisionOutcome(gameType, deck.cards.slice(0, shape.outcomeLength(Number(r.extraCards))));
    const open = settleDecisionBets(outcome, bets.map((s, i) => ({ kind: s.kind, amount: s.amount, actions: actions[i]! })), { windows: window, windowOpen: false }).some((b) => b.cutShort);
    if (!open || window >= shape.maxWindows) break;
    const positions = Array.from({ length: Number(r.extraCards) - Number(r.extraShown) }, (_, n) => shape.extraBase + Number(r.extraShown) + n);
    await send(table, "nextWindow", roundId, positions.map((p) => deck.cardProof(p)));
  }
  await send(table, "settle", roundId, serverSeed);
  return { roundId, serverSeed, decisions };
}
