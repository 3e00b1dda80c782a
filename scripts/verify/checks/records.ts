import type { Check, PlayerSeed } from "@sunrise/games";

/** The contract's RoundState, by its enum order. */
export const ROUND_STATES = ["none", "open", "closed", "revealed", "settled", "refunded", "forfeited"] as const;
export type RoundStateName = (typeof ROUND_STATES)[number];

/** The contract's ShoeState, by its enum order. */
export const SHOE_STATES = ["none", "committed", "dealing", "finished", "revealed", "abandoned"] as const;
export type ShoeStateName = (typeof SHOE_STATES)[number];

/** What the table contract says about itself (views). */
export interface TableFacts {
  address: string;
  tableId: bigint;
  gameType: number;
  variant: number;
  usesShoe: boolean;
}

/** `BetPlaced`. */
export interface BetRecord {
  index: number;
  player: string;
  kind: number;
  numbers: number[];
  amount: bigint;
}

/** `BetSettled`. */
export interface PaidRecord {
  index: number;
  player: string;
  payout: bigint;
}

/** `RoundCardsProven`. */
export interface ProvenCards {
  roundId: bigint;
  shoeId: number;
  firstPosition: number;
  cards: number[];
  salts: string[];
  proofs: string[][];
}

/** One shoe of a table, from its events: `ShoeStarted` (and the block it names), `ShoeDealing`, `ShoeFinished`, `ShoeRevealed`, `ShoeAbandoned`, every `RoundCardsProven`. */
export interface ShoeChainRecord {
  shoeId: number;
  state: ShoeStateName;
  started?: { commitment: string; block: number; blockHash: string };
  dealing?: { clientSeed: string; root: string; cutIndex: number; burnCard: number; firstPosition: number };
  finished?: { lastPosition: number };
  revealed?: { serverSeed: string };
  abandoned: boolean;
  /** Every round proven from this shoe, in log order. */
  rounds: ProvenCards[];
}

/** One round of a table, from its events and views. */
export interface RoundRecord {
  roundId: bigint;
  state: RoundStateName;
  /** `RoundOpened`: sha256(serverSeed) at stream tables, 0 at shoe tables. */
  commitment: string;
  /** `BettingClosed` and the hash of the block it names. */
  closed?: { block: number; blockHash: string };
  /** `PlayerSeed`, in log order. */
  playerSeeds: PlayerSeed[];
  /** `RoundRevealed`. */
  revealed?: { clientSeed: string; serverSeed: string; outcome: number[] };
  /** `outcomeOf(roundId)`. */
  storedOutcome: number[];
  bets: BetRecord[];
  paid: PaidRecord[];
  /** Each bet's reserved worst case (`betAt`), read for forfeited rounds. */
  maxReturns?: bigint[];
  /** `RoundSettled`. */
  settled?: { totalStaked: bigint; totalPaid: bigint };
  /** `RoundForfeited`. */
  forfeited?: { totalOwed: bigint };
  /** `RoundRefunded`. */
  refunded?: { totalRefunded: bigint };
  /** Shoe rounds: `RoundCardsProven` and the round's shoe. */
  cards?: ProvenCards;
  shoe?: ShoeChainRecord;
}

/** A titled group of checks, with lines that inform without checking anything. */
export interface Section {
  title: string;
  checks: Check[];
  notes: string[];
}

export const section = (title: string, checks: Check[] = [], notes: string[] = []): Section => ({ title, checks, notes });
export const check = (label: string, ok: boolean, detail?: string): Check => ({ label, ok, ...(detail === undefined ? {} : { detail }) });
