import * as decisionAbi from "./abi/DecisionTable.js";
import { decoded } from "./decoded.js";

const d = decisionAbi.events;

/** One decision at a decision table, as a `Decision` log gives it (`player`: the wallet that decided or signed). */
export interface DecisionEvent {
  tableId: bigint;
  roundId: bigint;
  betIndex: bigint;
  player: string;
  hand: number;
  window: number;
  action: number;
  extraStake: bigint;
}

const bits = (word: bigint, from: number, width: number) => (word >> BigInt(from)) & ((1n << BigInt(width)) - 1n);

/**
 * The decisions of a `DecisionsRelayed` batch, in its order: each word names the signer (bits
 * 0–159), the bet (160–175), the hand (176–183), the action (184–191) and the extra stake escrowed (192–255).
 */
export function relayedDecisions(ev: { tableId: bigint; roundId: bigint; window: number; decisions: readonly bigint[] }): DecisionEvent[] {
  return ev.decisions.map((w) => ({
    tableId: ev.tableId, roundId: ev.roundId, betIndex: bits(w, 160, 16), player: `0x${bits(w, 0, 160).toString(16).padStart(40, "0")}`,
    hand: Number(bits(w, 176, 8)), window: ev.window, action: Number(bits(w, 184, 8)), extraStake: bits(w, 192, 64),
  }));
}

/** Topics of the logs that carry decisions: a decision sent itself, or a batch of signed ones relayed. */
export const DECISION_TOPICS: ReadonlySet<string> = new Set([d.Decision.topic, d.DecisionsRelayed.topic]);

/** The decisions a decision table's log took (the same, whichever of the two events carried them); none for another log. */
export function decisionsOf(log: { topics: string[]; data: string }): DecisionEvent[] {
  const t = log.topics[0];
  if (t === d.Decision.topic) return [decoded(d.Decision, log)];
  if (t === d.DecisionsRelayed.topic) return relayedDecisions(decoded(d.DecisionsRelayed, log));
  return [];
}
