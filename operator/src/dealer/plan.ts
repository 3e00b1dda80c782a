/** Round states as the table contract numbers them. */
export const RoundState = { NONE: 0, OPEN: 1, CLOSED: 2, REVEALED: 3, SETTLED: 4, REFUNDED: 5, FORFEITED: 6 } as const;
/** Shoe states as the table contract numbers them (NONE: the table has no shoe yet). */
export const ShoeState = { NONE: 0, COMMITTED: 1, DEALING: 2, FINISHED: 3, REVEALED: 4, ABANDONED: 5 } as const;

/** `blockhash` reaches back this many blocks (the table's SEED_WINDOW). */
export const SEED_WINDOW = 256;

export interface RoundView {
  /** The table's latest round id (0 before the first round). */
  roundCount: number;
  /** State of that round (NONE when there is none). */
  state: number;
  /** When betting closes (unix seconds, block time). */
  closesAt: number;
  /** The round's deadline: not revealed by then, anyone may forfeit it (or refund it, never closed). */
  settleBy: number;
  /** Block that recorded the close (0 while open). */
  closedBlock: number;
  /** Bets not paid yet (a revealed, forfeited or refunded round pays in pages). */
  unpaid: number;
}

export interface ShoeView {
  /** The table's latest shoe id (0 before the first). */
  shoeId: number;
  state: number;
  /** Block whose hash is the shoe's client seed. */
  startedBlock: number;
}

export interface TableView {
  round: RoundView;
  /** Shoe tables only. */
  shoe?: ShoeView;
}

export type DealerAction =
  | { kind: "open"; roundId: number }
  | { kind: "close"; roundId: number }
  | { kind: "settle"; roundId: number }
  | { kind: "pay"; roundId: number }
  | { kind: "forfeit"; roundId: number }
  | { kind: "refund"; roundId: number }
  | { kind: "startShoe"; shoeId: number }
  | { kind: "setShoeRoot"; shoeId: number }
  | { kind: "revealShoe"; shoeId: number }
  | { kind: "wait" };

const WAIT: DealerAction = { kind: "wait" };
const PAYING: readonly number[] = [RoundState.REVEALED, RoundState.FORFEITED, RoundState.REFUNDED];

/**
 * What the dealer does next at a table, from the table's state on chain alone, so a restarted
 * dealer picks up wherever it stopped. A round in play is finished first: closed once its window
 * has passed, settled once closed (a stream round's client seed is the close block's hash, known
 * once the close is mined; a shoe round's cards are already committed), its bets paid page by page. A round past its deadline can only
 * be forfeited (each bet paid its worst case, the house's loss) or, never closed, refunded: the
 * dealer does that itself so the table moves on. Between rounds a shoe table keeps its shoe going:
 * start one, publish its root once its entropy block exists, reveal it once a round passed the
 * cut. `mayOpen` is false for a table that is disabled or whose area is closed: it finishes what it
 * started but begins no new round or shoe.
 */
export function nextAction(t: TableView, nowSeconds: number, blockNumber: number, mayOpen = true): DealerAction {
  const r = t.round;
  const id = r.roundCount;
  const shoe = t.shoe !== undefined;
  if (id > 0) {
    if (PAYING.includes(r.state) && r.unpaid > 0) return { kind: "pay", roundId: id };
    if (r.state === RoundState.OPEN) {
      if (nowSeconds >= r.settleBy) return { kind: shoe ? "forfeit" : "refund", roundId: id };
      return nowSeconds >= r.closesAt ? { kind: "close", roundId: id } : WAIT;
    }
    if (r.state === RoundState.CLOSED) {
      // A transaction sent now lands after the head: from there the close's hash is out of reach.
      if (nowSeconds >= r.settleBy || (!shoe && blockNumber >= r.closedBlock + SEED_WINDOW)) return { kind: "forfeit", roundId: id };
      // Sent once the close is mined, the settle lands in a later block: the close's hash exists there.
      return { kind: "settle", roundId: id };
    }
  }
  const open: DealerAction = mayOpen ? { kind: "open", roundId: id + 1 } : WAIT;
  if (!t.shoe) return open;
  const s = t.shoe;
  const next: DealerAction = mayOpen ? { kind: "startShoe", shoeId: s.shoeId + 1 } : WAIT;
  switch (s.state) {
    case ShoeState.COMMITTED:
      // Its entropy block is out of reach for the next transaction: the next start abandons it.
      return blockNumber >= s.startedBlock + SEED_WINDOW ? next : { kind: "setShoeRoot", shoeId: s.shoeId };
    case ShoeState.DEALING: return open;
    case ShoeState.FINISHED: return { kind: "revealShoe", shoeId: s.shoeId };
    default: return next;
  }
}
