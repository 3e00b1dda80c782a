/** Round states as the table contract numbers them. */
export const RoundState = { NONE: 0, OPEN: 1, CLOSED: 2, SETTLED: 3, REFUNDED: 4 } as const;

export interface TableView {
  /** The table's latest round id (0 before the first round). */
  roundCount: number;
  /** State of that round (NONE when there is none). */
  state: number;
  /** When betting opened (unix seconds). */
  openedAt: number;
  /** When betting closed (unix seconds, 0 while open). */
  closedAt: number;
  /** Block that recorded the close (0 while open). */
  closedBlock: number;
  /** Seconds after which anyone may refund an unsettled round (the table's `roundTimeout`). */
  roundTimeout: number;
}

/** `blockhash` reaches back this many blocks (the table's SEED_WINDOW). */
export const SEED_WINDOW = 256;

export type DealerAction =
  | { kind: "open"; roundId: number }
  | { kind: "close"; roundId: number }
  | { kind: "settle"; roundId: number }
  | { kind: "refund"; roundId: number }
  | { kind: "wait" };

/**
 * What the dealer does next at a table, from the table's state on chain alone, so a restarted
 * dealer picks up mid-round: open a round when none is running, close betting once the window has
 * passed, settle once the close's block hash exists (the next block). A round that can no longer
 * be settled (its client seed left the blockhash window, or it outlived the table's timeout while
 * the dealer was away) is refunded, so the table moves on and every stake goes back.
 */
export function nextAction(t: TableView, nowSeconds: number, blockNumber: number, bettingSeconds: number): DealerAction {
  if (t.roundCount === 0 || t.state === RoundState.SETTLED || t.state === RoundState.REFUNDED) return { kind: "open", roundId: t.roundCount + 1 };
  const id = t.roundCount;
  if (t.state === RoundState.OPEN) {
    if (nowSeconds >= t.openedAt + t.roundTimeout) return { kind: "refund", roundId: id };
    return nowSeconds >= t.openedAt + bettingSeconds ? { kind: "close", roundId: id } : { kind: "wait" };
  }
  if (t.state === RoundState.CLOSED) {
    if (blockNumber > t.closedBlock + SEED_WINDOW || nowSeconds >= t.closedAt + t.roundTimeout) return { kind: "refund", roundId: id };
    if (blockNumber > t.closedBlock) return { kind: "settle", roundId: id };
  }
  return { kind: "wait" };
}
