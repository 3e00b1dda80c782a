/**
 * A round as the verify view reads it from the API, every field the chain recorded for it.
 * Optional fields are absent where the round's kind has none (stream rounds have no cards).
 */
export interface CardProofRecord {
  position: number;
  card: number;
  salt: string;
  proof: readonly string[];
  /** Hold'em and blackjack: the window the card was shown for (1 = the deal). */
  window?: number | null;
}

/** A decision a player took at a hold'em or blackjack table, as the contract recorded it. */
export interface DecisionRecordView {
  betIndex: number;
  player?: string;
  hand: number;
  window: number;
  action: number;
  extraStake: string;
}

export interface PlayerSeedRecord {
  player: string;
  seed: string;
}

export interface ShoeRecordView {
  shoeId: number;
  state: string;
  commitment: string;
  clientSeed?: string | null;
  root?: string | null;
  cutIndex?: number | null;
  burnCard?: number | null;
  firstPosition?: number | null;
  lastPosition?: number | null;
  /** Revealed once the shoe has ended and its rounds are settled. */
  serverSeed?: string | null;
}

export interface BetRecord {
  /** The bet's place in the round (its index on chain); bets come in that order. */
  betIndex?: number;
  player?: string;
  kind: number;
  numbers: readonly number[];
  amount: string;
  payout?: string | null;
  /** Hold'em and blackjack: escrowed by the bet's decisions. */
  extraStake?: string | null;
}

export interface RoundRecord {
  gameType: number;
  roundId: number;
  state: string;
  commitment: string;
  serverSeed?: string | null;
  clientSeed?: string | null;
  result?: Record<string, unknown> | null;
  /** The outcome the table contract computed, as it emitted it (`uint8[]`). */
  outcome?: readonly number[] | null;
  /** The table contract (lowercase address). */
  table?: string;
  playerSeeds?: readonly PlayerSeedRecord[] | null;
  shoeId?: number | null;
  firstPosition?: number | null;
  cardProofs?: readonly CardProofRecord[] | null;
  shoe?: ShoeRecordView | null;
  bets?: readonly BetRecord[] | null;
  /** Hold'em and blackjack: the round deck's Merkle root, the windows opened, the last one's close, the decisions. */
  root?: string | null;
  window?: number | null;
  windowClosesAt?: string | null;
  /** Once revealed: the settle came before the last window closed (the contract's own flag). */
  settledInWindow?: boolean | null;
  decisions?: readonly DecisionRecordView[] | null;
  settledAt?: string | null;
}
