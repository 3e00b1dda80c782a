import type { Check, PlayerSeed } from "@sunrise/games";

/** The contract's RoundState, by its enum order (a DecisionTable adds `dealt`: its decision windows are running). */
export const ROUND_STATES = ["none", "open", "closed", "revealed", "settled", "refunded", "forfeited", "dealt"] as const;
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
  /** A DecisionTable (casino hold'em, blackjack): players decide after the deal, each round deals its own deck. */
  decision: boolean;
}

/** `BetPlaced`. */
export interface BetRecord {
  index: number;
  player: string;
  kind: number;
  numbers: number[];
  amount: bigint;
}

/** One bet of a `PagePaid` log (its player from `BetPlaced`). */
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

/** `CardsProven`: the cards a window shows, at their deck positions, with salts and Merkle proofs. */
export interface WindowCards {
  window: number;
  positions: number[];
  cards: number[];
  salts: string[];
  proofs: string[][];
}

/** One decision: a `Decision` log, or one word of a `DecisionsRelayed` batch, with the time of the block that took it. */
export interface DecisionRecord {
  betIndex: number;
  /** The wallet that decided (signed, for a relayed decision). */
  player: string;
  /** The cashier account of that wallet when it decided: either wallet of an account decides for its bets. */
  account: string;
  hand: number;
  window: number;
  action: number;
  extraStake: bigint;
  /** Block timestamp (seconds). */
  time: number;
}

/** `BetPlaced` and what `betAt` says of the bet. */
export interface DecisionBetRecord extends BetRecord {
  /** The cashier account of the wallet that placed it, when it was placed. */
  account: string;
  /** `betAt`: escrowed extra stakes, reserved worst case, the decision of each window (0 none). */
  extraStake: bigint;
  maxReturn: bigint;
  actions: number[];
}

/** One round of a DecisionTable, from its events and views. */
export interface DecisionRoundRecord {
  roundId: bigint;
  state: RoundStateName;
  /** `RoundOpened`: sha256(serverSeed). */
  commitment: string;
  closed?: { block: number; blockHash: string };
  playerSeeds: PlayerSeed[];
  /** `RoundDealt`. */
  dealt?: { clientSeed: string; root: string };
  /** `CardsProven`, in log order. */
  proven: WindowCards[];
  /** `WindowOpened`, in log order. */
  windows: { window: number; closesAt: number; settleBy: number }[];
  /** `Decision` and each of a `DecisionsRelayed` batch's, in log order. */
  decisions: DecisionRecord[];
  /** `RoundRevealed`, with its block's timestamp. */
  revealed?: { clientSeed: string; serverSeed: string; outcome: number[]; time: number };
  /** `outcomeOf(roundId)`. */
  storedOutcome: number[];
  /** `rounds(roundId)`: windows opened, whether the settle came before the last one closed. */
  view: { window: number; settledInWindow: boolean };
  bets: DecisionBetRecord[];
  paid: PaidRecord[];
  settled?: { totalStaked: bigint; totalPaid: bigint };
  forfeited?: { totalOwed: bigint };
  refunded?: { totalRefunded: bigint };
}

/** A titled group of checks, with lines that inform without checking anything. */
export interface Section {
  title: string;
  checks: Check[];
  notes: string[];
}

export const section = (title: string, checks: Check[] = [], notes: string[] = []): Section => ({ title, checks, notes });
export const check = (label: string, ok: boolean, detail?: string): Check => ({ label, ok, ...(detail === undefined ? {} : { detail }) });
