import {
  BLACKJACK_EXTRA_BASE, BlackjackAction, BlackjackBet, blackjackFromCards, checkDecision, DECISION_GAMES, GameType, handTotal, HoldemAction, replayBet, type InfiniteBet,
} from "@sunrise/games";
import type { BetHand, CardProof } from "@sunrise/db";
import type { AllowedActionType, BetHandType, RoundCardsType, TableDecisionType } from "./decision.type.js";

/** Action names by game, as the API spells them. */
const ACTION_NAMES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [GameType.POKER]: { [HoldemAction.CALL]: "call", [HoldemAction.FOLD]: "fold" },
  [GameType.BLACKJACK]: {
    [BlackjackAction.HIT]: "hit", [BlackjackAction.STAND]: "stand", [BlackjackAction.DOUBLE]: "double", [BlackjackAction.SPLIT]: "split",
    [BlackjackAction.INSURANCE]: "insurance", [BlackjackAction.NO_INSURANCE]: "noInsurance",
  },
};

export const isDecisionGame = (gameType: number) => DECISION_GAMES.includes(gameType);
export const actionName = (gameType: number, action: number) => ACTION_NAMES[gameType]?.[action] ?? `action ${action}`;

/** What these functions read of a round. */
export interface DecisionRoundFacts {
  gameType: number;
  state: string;
  window: number;
  windowClosesAt: Date | null;
  cardProofs: readonly Pick<CardProof, "position" | "card">[] | null;
  outcome: readonly number[] | null;
}

/** What they read of a bet. */
export interface DecisionBetFacts {
  betIndex: number;
  kind: number;
  amount: string;
  hands?: BetHand[] | null;
}

/** A bet's decisions as the contract keeps them: `actions[w − 1]` is window w's (0 = none). */
export function actionsOf(decisions: readonly Pick<TableDecisionType, "window" | "action">[]): number[] {
  const actions: number[] = [];
  for (const d of decisions) actions[d.window - 1] = d.action;
  return Array.from(actions, (a) => a ?? 0);
}

/** The proven cards in the order the rules read them: the deal's (in position order), then the extra sequence. */
export function shownCards(round: Pick<DecisionRoundFacts, "cardProofs">): number[] {
  return [...(round.cardProofs ?? [])].sort((a, b) => a.position - b.position).map((c) => c.card);
}

const cardAt = (round: DecisionRoundFacts, position: number) => round.cardProofs?.find((c) => c.position === position)?.card;
const revealed = (round: DecisionRoundFacts) => round.outcome !== null && round.outcome.length > 0;

/** The round's cards by role: those proven so far, all of them once revealed; null before the deal. */
export function roundCards(round: DecisionRoundFacts): RoundCardsType | null {
  if (!isDecisionGame(round.gameType)) return null;
  const o = round.outcome;
  if (round.gameType === GameType.POKER) {
    if (o && revealed(round)) return { player: o.slice(0, 2), dealer: o.slice(2, 4), board: o.slice(4, 9), extra: [] };
    if (!round.cardProofs?.length) return null;
    const at = (ps: number[]) => ps.map((p) => cardAt(round, p)).filter((c): c is number => c !== undefined);
    return { player: at([0, 1]), dealer: [], board: at([4, 5, 6]), extra: [] };
  }
  if (o && revealed(round)) {
    const deal = blackjackFromCards(o);
    return { player: deal.player, dealer: deal.dealer, board: [], extra: deal.extras };
  }
  if (!round.cardProofs?.length) return null;
  const shown = shownCards(round);
  return { player: shown.slice(0, 2), dealer: shown.slice(2, 3), board: [], extra: shown.slice(3) };
}

/**
 * A bet's hands replayed on the cards shown: the closed windows' decisions, then the current
 * window's if it has one (a decision whose card is not shown yet waits for it). The current
 * window's default (a stand) applies only once the next window or the settle comes.
 */
function liveBet(round: DecisionRoundFacts, actions: readonly number[]): InfiniteBet {
  const shown = shownCards(round);
  const cards = { player: shown.slice(0, 2), up: shown[2]!, extra: (n: number) => shown[3 + n] };
  const before = replayBet(cards, actions, round.window - 1);
  if (!actions[round.window - 1]) return before;
  try {
    return replayBet(cards, actions, round.window);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return before;
  }
}

/**
 * A blackjack main bet's hands: as the reveal settled them (stored by the indexer), else replayed
 * live on the cards shown so far and the bet's decisions. Null for any other bet, and before the deal.
 */
export function betHands(round: DecisionRoundFacts, bet: DecisionBetFacts, decisions: readonly TableDecisionType[]): BetHandType[] | null {
  if (round.gameType !== GameType.BLACKJACK || bet.kind !== BlackjackBet.MAIN) return null;
  if (bet.hands) return bet.hands.map((h, i) => toHandType(h, i));
  if (shownCards(round).length < 3) return null;
  const b = liveBet(round, actionsOf(decisions));
  const amount = BigInt(bet.amount);
  return b.hands.map((h, i) => {
    const { total, soft } = handTotal(h.cards);
    return {
      hand: i, cards: [...h.cards], total, soft, stake: String(h.doubled ? 2n * amount : amount), doubled: h.doubled, fromSplit: h.fromSplit,
      finished: b.finished || i < b.active, active: !b.finished && i === b.active, outcome: null, payout: null,
    };
  });
}

function toHandType(h: BetHand, i: number): BetHandType {
  const { total, soft } = handTotal(h.cards);
  return {
    hand: i, cards: h.cards, total, soft, stake: h.stake, doubled: Boolean(h.doubled), fromSplit: Boolean(h.fromSplit), finished: true, active: false,
    outcome: typeof h.outcome === "string" ? h.outcome : null, payout: h.payout ?? null,
  };
}

/**
 * The decisions a player may send now on these bets of theirs: only in state dealt, while the
 * window is open (block time, compared with `now`), for bets that have not decided in this window;
 * each checked by the games engine exactly as the table contract's `decide` checks it.
 */
export function allowedActions(round: DecisionRoundFacts, bets: readonly DecisionBetFacts[], decisionsOf: (betIndex: number) => readonly TableDecisionType[], now: Date): AllowedActionType[] {
  if (!isDecisionGame(round.gameType) || round.state !== "dealt" || !round.windowClosesAt || now >= round.windowClosesAt || round.window < 1) return [];
  const names = ACTION_NAMES[round.gameType]!;
  const shown = shownCards(round);
  const out: AllowedActionType[] = [];
  for (const bet of bets) {
    const decisions = decisionsOf(bet.betIndex);
    if (decisions.some((d) => d.window === round.window)) continue;
    const decided = { kind: bet.kind, amount: BigInt(bet.amount), actions: actionsOf(decisions.filter((d) => d.window < round.window)) };
    for (const hand of [0, 1]) {
      for (const action of Object.keys(names).map(Number)) {
        const check = checkDecision(round.gameType, shown, decided, round.window, hand, action);
        if (check.ok) out.push({ betIndex: bet.betIndex, hand, action, name: names[action]!, extraStake: check.extraStake.toString() });
      }
    }
  }
  return out;
}

/** The first extra card's position, for a blackjack round's `extra` sequence. */
export const EXTRA_BASE = BLACKJACK_EXTRA_BASE;
