import {
  blackjack, BlackjackBet, casinoHoldem, checkDecision, decisionGame, decisionOutcome, GameType, roundDeckCommitment, settleBlackjackBet, settleDecisionBets,
  streamClientSeed, verifyCardProof, verifyCommitment, type BetKindInfo, type DecidedBetResult, type DecisionOutcome, type InfiniteHand, type RoundDeckCommitment,
} from "@sunrise/games";
import type { MessageId } from "../../i18n/en.js";
import type { CloseOnChain } from "../chain/close-on-chain.js";
import { attempt, check, holds, sameCodes, type FairnessCheck } from "../checks/check.js";
import { cardLabel } from "../checks/shoe-checks.js";
import { sameJson } from "../checks/same-json.js";
import type { BetRecord, CardProofRecord, DecisionRecordView, RoundRecord } from "../round-record.js";

/** A check with its two sentences named in full (the verify view's own catalogue holds them). */
function verdict(key: string, ids: readonly [string, string], ok: boolean, values?: Record<string, string | number>): FairnessCheck {
  return { key, ok, message: (ok ? ids[0] : ids[1]) as MessageId, ...(values ? { values } : {}) };
}

/** A settled hold'em or blackjack round with what its checks need. */
export type DecisionRoundRecord = RoundRecord & { serverSeed: string; clientSeed: string; root: string; cardProofs: readonly CardProofRecord[] };

export const isDecisionRecord = (r: RoundRecord): r is DecisionRoundRecord =>
  !!r.root && !!r.serverSeed && !!r.clientSeed && !!r.cardProofs && (r.state === "revealed" || r.state === "settled");

export interface DecidedBetRow {
  betIndex: number;
  bet: BetRecord;
  /** `actions[w − 1]`: the bet's decision in window w (0 none). */
  actions: number[];
  /** What the games engine pays it from the recomputed deck and its decisions (null if it could not be recomputed). */
  owed: DecidedBetResult | null;
  paid: bigint | null;
  /** Blackjack main bets: the hands its decisions played on the recomputed cards. */
  hands: InfiniteHand[] | null;
}

export interface DecisionVerification {
  seeds: FairnessCheck[];
  cards: FairnessCheck[];
  decisions: FairnessCheck[];
  payouts: FairnessCheck[];
  /** The round's deck recomputed from the revealed seed and the client seed (null if it could not be). */
  deck: RoundDeckCommitment | null;
  /** The shared cards dealt from that deck, as far as the contract's outcome reaches. */
  outcome: DecisionOutcome | null;
  bets: DecidedBetRow[];
  clientSeed: string | null;
}

export const betIndexOf = (bet: BetRecord, i: number) => bet.betIndex ?? i;

/** Each bet's actions window by window, from the decisions recorded on chain. */
export function actionsByBet(decisions: readonly DecisionRecordView[], betIndex: number, windows: number): number[] {
  const actions = new Array<number>(windows).fill(0);
  for (const d of decisions) if (d.betIndex === betIndex && d.window >= 1 && d.window <= windows) actions[d.window - 1] = d.action;
  return actions;
}

/** The deck's cards in the order the rules read them: the deal's, then the whole extra sequence. */
function shownOf(gameType: number, cards: readonly number[]): number[] {
  const shape = decisionGame(gameType);
  return [...shape.dealPositions.map((p) => cards[p]!), ...(shape.extraBase > 0 ? cards.slice(shape.extraBase) : [])];
}

/**
 * A hold'em or blackjack round checked in the browser: the seed is the committed one and (given
 * the close from the chain) the client seed folds the players' seeds into the close's block hash;
 * the deck recomputed from both seeds has the root published at the deal, and every card proven
 * during the round is that deck's card at its position with a proof leading to the root; the
 * contract settled on that deck's first cards; each decision recorded on chain was one the rules
 * allowed there, escrowing what they say; and each bet was paid what the games engine computes
 * from the deck and its decisions.
 */
export function verifyDecisionRound(r: DecisionRoundRecord, close: CloseOnChain | null): DecisionVerification {
  const client = r.clientSeed.toLowerCase();
  const shape = attempt(() => decisionGame(r.gameType));
  const seeds: FairnessCheck[] = [check("commitment", "verify.commitment", holds(() => verifyCommitment(r.serverSeed, r.commitment)))];
  const playerSeeds = r.playerSeeds ?? [];
  const clientSeed = close ? attempt(() => streamClientSeed(close.closeBlockHash, playerSeeds)) : null;
  if (close) {
    seeds.push(check("client-seed", "verify.clientSeed", clientSeed === client, { count: playerSeeds.length }));
    seeds.push(check("chain-client-seed", "verify.chainClientSeed", close.clientSeed.toLowerCase() === client));
  }

  const deck = shape && attempt(() => roundDeckCommitment(r.serverSeed, r.clientSeed, r.roundId, shape.decks));
  const root = r.root.toLowerCase();
  const codes = r.outcome ?? [];
  const outcome = attempt(() => decisionOutcome(r.gameType, codes));
  const cards: FairnessCheck[] = [
    verdict("deck-root", ["verifyDecision.rootCheckOk", "verifyDecision.rootCheckBad"], !!deck && deck.root === root),
    ...r.cardProofs.map((p) => verdict(`card-${p.position}`, ["verifyDecision.cardOk", "verifyDecision.cardBad"],
      holds(() => verifyCardProof(root, p.position, p.card, p.salt, p.proof)) && deck?.cards[p.position] === p.card,
      { card: cardLabel(p.card), position: p.position, window: p.window ?? 1 })),
    verdict("outcome", ["verifyDecision.outcomeOk", "verifyDecision.outcomeBad"], !!deck && codes.length > 0 && sameCodes(deck.cards.slice(0, codes.length), codes), { count: codes.length }),
    check("result", "verify.result", !!outcome && !!r.result && sameJson(JSON.parse(JSON.stringify(outcome)), r.result)),
  ];

  const windows = r.window ?? 0;
  const recorded = r.decisions ?? [];
  const allBets = r.bets ?? [];
  const shown = deck ? shownOf(r.gameType, deck.cards) : [];
  const decisions = recorded.map((d, i) => {
    const bet = allBets.find((b, j) => betIndexOf(b, j) === d.betIndex);
    const earlier = actionsByBet(recorded, d.betIndex, d.window - 1);
    const allowed = !!bet && !!deck && holds(() => {
      const c = checkDecision(r.gameType, shown, { kind: bet.kind, amount: BigInt(bet.amount), actions: earlier }, d.window, d.hand, d.action);
      return c.ok && c.extraStake === BigInt(d.extraStake);
    });
    return verdict(`decision-${i}`, ["verifyDecision.decisionOk", "verifyDecision.decisionBad"], allowed, { bet: d.betIndex + 1, window: d.window });
  });

  // The contract owes the worst case to a bet that could still decide when the settle came before the last window closed.
  const windowOpen = r.settledInWindow ?? (!!r.settledAt && !!r.windowClosesAt && Date.parse(r.settledAt) < Date.parse(r.windowClosesAt));
  const owed = outcome && attempt(() => settleDecisionBets(outcome, allBets.map((b, i) => ({ kind: b.kind, amount: BigInt(b.amount), actions: actionsByBet(recorded, betIndexOf(b, i), windows) })), { windows, windowOpen }));
  const bets = allBets.map((bet, i): DecidedBetRow => {
    const actions = actionsByBet(recorded, betIndexOf(bet, i), windows);
    const hands = outcome?.game === "blackjack" && bet.kind === BlackjackBet.MAIN
      ? attempt(() => settleBlackjackBet(outcome, { kind: bet.kind, amount: BigInt(bet.amount), actions }, { windows, windowOpen }).hands)
      : null;
    return { betIndex: betIndexOf(bet, i), bet, actions, owed: owed?.[i] ?? null, paid: bet.payout == null ? null : BigInt(bet.payout), hands };
  });
  const payouts = bets.filter((b) => b.paid !== null).map((b) => verdict(`payout-${b.betIndex}`, ["verifyDecision.payoutOk", "verifyDecision.payoutBad"], !!b.owed && b.owed.payout === b.paid, { bet: b.betIndex + 1 }));
  return { seeds, cards, decisions, payouts, deck, outcome, bets, clientSeed };
}

const KINDS = { [GameType.POKER]: casinoHoldem.betKinds, [GameType.BLACKJACK]: blackjack.betKinds } as Record<number, readonly BetKindInfo[]>;

/**
 * The most a forfeited hold'em or blackjack bet is owed: its stake's worst case plus that of every
 * extra stake its decisions escrowed, as the rules reserved them on the cards then shown.
 */
export function decisionWorstCase(r: RoundRecord, bet: BetRecord, i: number): bigint | null {
  return attempt(() => {
    const kind = KINDS[r.gameType]?.find((k) => k.id === bet.kind);
    if (!kind) return null;
    const shape = decisionGame(r.gameType);
    const byPosition = new Map((r.cardProofs ?? []).map((p) => [p.position, p.card]));
    const shown = shape.dealPositions.map((p) => byPosition.get(p)!);
    for (let p = shape.extraBase; shape.extraBase > 0 && byPosition.has(p); p++) shown.push(byPosition.get(p)!);
    const betIndex = betIndexOf(bet, i);
    const mine = (r.decisions ?? []).filter((d) => d.betIndex === betIndex);
    let worst = (BigInt(bet.amount) * BigInt(kind.maxReturnX100)) / 100n;
    for (const d of mine) {
      const c = checkDecision(r.gameType, shown, { kind: bet.kind, amount: BigInt(bet.amount), actions: actionsByBet(mine, betIndex, d.window - 1) }, d.window, d.hand, d.action);
      if (!c.ok) return null;
      worst += c.extraMaxReturn;
    }
    return worst;
  });
}
