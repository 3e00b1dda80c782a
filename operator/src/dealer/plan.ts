/** Round states as the table contract numbers them. */
export const RoundState = { NONE: 0, OPEN: 1, CLOSED: 2, SETTLED: 3, REFUNDED: 4 } as const;

export interface TableView {
  /** The table's latest round id (0 before the first round). */
  roundCount: number;
  /** State of that round (NONE when there is none). */
  state: number;
  /** When betting opened (unix seconds). */
  openedAt: number;
  /** Block that recorded the close (0 while open). */
  closedBlock: number;
}

export type DealerAction =
  | { kind: "open"; roundId: number }
  | { kind: "close"; roundId: number }
  | { kind: "settle"; roundId: number }
  | { kind: "wait" };

/**
 * What the dealer does next at a table, from the table's state on chain alone, so a restarted
 * dealer picks up mid-round: open a round when none is running, close betting once the window has
 * passed, settle once the close's block hash exists (the next block).
 */
export function nextAction(t: TableView, nowSeconds: number, blockNumber: number, bettingSeconds: number): DealerAction {
  if (t.roundCount === 0 || t.state === RoundState.SETTLED || t.state === RoundState.REFUNDED) return { kind: "open", roundId: t.roundCount + 1 };
  if (t.state === RoundState.OPEN) return nowSeconds >= t.openedAt + bettingSeconds ? { kind: "close", roundId: t.roundCount } : { kind: "wait" };
  if (t.state === RoundState.CLOSED && blockNumber > t.closedBlock) return { kind: "settle", roundId: t.roundCount };
  return { kind: "wait" };
}
