import { checkDecision, DECISION_GAMES, decisionGame, encodeOutcome, type DecisionCheck, type TableOutcome } from "@sunrise/games";
import type { RoundData } from "../model.js";

/** Casino hold'em and blackjack: players decide after the deal, in windows (the other games take bets only). */
export const isDecisionGame = (gameType: number) => DECISION_GAMES.includes(gameType);

/** One decision as the table contract recorded it (`Decision` event), or as this browser just sent it. */
export interface DecisionRecord {
  betIndex: number;
  hand: number;
  window: number;
  action: number;
  extraStake: bigint;
  /** Sent from this browser and mined, not yet indexed. */
  sent?: boolean;
}

/** What a decision round shows: its windows, the cards proven so far and the decisions taken. */
export interface DecisionRound {
  roundId: number;
  state: string;
  /** Windows opened so far (0 before the deal). */
  window: number;
  windowClosesAt: string | null;
  /** Deck position → card: the cards proven at the deal and between windows, then the whole revealed prefix. */
  cards: ReadonlyMap<number, number>;
  decisions: readonly DecisionRecord[];
  /** The deck's first cards as the settle revealed them (null before). */
  revealed: readonly number[] | null;
  settledAt: string | null;
}

/** The decision fields of a round as the API serves them (absent on rounds of other games). */
interface DecisionFields {
  window?: number | null;
  windowClosesAt?: string | null;
  cardProofs?: readonly { position: number; card: number }[] | null;
  decisions?: readonly { betIndex: number; hand: number; window: number; action: number; extraStake: string }[] | null;
}

const DECISION_RESULTS = new Set(["casino hold'em", "blackjack"]);

/** The revealed deck prefix, from the round's result as the games engine decodes the contract's outcome. */
function revealedCards(result: Record<string, unknown> | null | undefined): number[] | null {
  if (!result || !DECISION_RESULTS.has(String(result.game))) return null;
  try {
    return encodeOutcome(result as unknown as TableOutcome);
  } catch {
    return null;
  }
}

/** Merges decisions sent from this browser that the API does not list yet (one per bet and window). */
export function withSent(recorded: readonly DecisionRecord[], sent: readonly DecisionRecord[]): DecisionRecord[] {
  const key = (d: DecisionRecord) => `${d.betIndex}:${d.window}`;
  const known = new Set(recorded.map(key));
  return [...recorded, ...sent.filter((d) => !known.has(key(d)))];
}

export function decisionRoundOf(round: RoundData | null | undefined, sent: readonly DecisionRecord[] = []): DecisionRound | null {
  if (!round) return null;
  const f = round as RoundData & DecisionFields;
  const revealed = revealedCards(round.result);
  const cards = new Map<number, number>();
  for (const p of f.cardProofs ?? []) cards.set(p.position, p.card);
  revealed?.forEach((card, position) => cards.set(position, card));
  const recorded = (f.decisions ?? []).map((d) => ({ betIndex: d.betIndex, hand: d.hand, window: d.window, action: d.action, extraStake: BigInt(d.extraStake) }));
  return {
    roundId: round.roundId,
    state: round.state,
    window: f.window ?? 0,
    windowClosesAt: f.windowClosesAt ?? null,
    cards,
    decisions: withSent(recorded, sent.filter((d) => d.sent)),
    revealed,
    settledAt: round.settledAt ?? null,
  };
}

/** A window is open for decisions: the round is dealt and its window has not closed (block time, as the contract checks). */
export const windowOpen = (r: DecisionRound, now: number) => r.state === "dealt" && r.window > 0 && !!r.windowClosesAt && Date.parse(r.windowClosesAt) > now;

/** The actions of one bet window by window: `actions[w − 1]` is window w's (0 none), as the rules replay them. */
export function actionsOf(decisions: readonly DecisionRecord[], betIndex: number, windows: number): number[] {
  const actions = new Array<number>(windows).fill(0);
  for (const d of decisions) if (d.betIndex === betIndex && d.window >= 1 && d.window <= windows) actions[d.window - 1] = d.action;
  return actions;
}

/** The decision a bet took in a window, if any. */
export const decisionIn = (decisions: readonly DecisionRecord[], betIndex: number, window: number) => decisions.find((d) => d.betIndex === betIndex && d.window === window);

/** The cards proven so far in the contract's order — the deal's, then the extra sequence — as the rules read them. */
export function shownInOrder(gameType: number, round: DecisionRound): number[] {
  const shape = decisionGame(gameType);
  const dealt = shape.dealPositions.map((p) => round.cards.get(p));
  if (dealt.some((c) => c === undefined)) return [];
  const shown = dealt as number[];
  if (shape.extraBase > 0) for (let p = shape.extraBase; round.cards.has(p); p++) shown.push(round.cards.get(p)!);
  return shown;
}

/**
 * What the table contract would say to this decision now, as the games engine checks it: refused
 * with the contract's reason, or the extra stake it escrows.
 */
export function checkOwnDecision(gameType: number, round: DecisionRound, bet: { betIndex: number; kind: number; amount: bigint }, hand: number, action: number): DecisionCheck {
  const actions = actionsOf(round.decisions, bet.betIndex, round.window - 1);
  return checkDecision(gameType, shownInOrder(gameType, round), { kind: bet.kind, amount: bet.amount, actions }, round.window, hand, action);
}

/** The contract's default window length, when the API does not give the table's. */
const DEFAULT_DECISION_SECONDS = 10;

/** The length of the round's decision windows (the table's setting when the round opened), for the countdown ring. */
export const decisionSecondsOf = (table: object, round: object | null | undefined) =>
  (round as { decisionSeconds?: number | null } | null | undefined)?.decisionSeconds ?? (table as { decisionSeconds?: number | null }).decisionSeconds ?? DEFAULT_DECISION_SECONDS;
