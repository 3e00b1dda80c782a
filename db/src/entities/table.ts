import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/**
 * A round's life as the table contract runs it: dealt (decision tables only) has its deck root
 * published and decision windows running; revealed is settled but still paying its bets in pages
 * (settled once the last is paid); forfeited is past its deadline unrevealed, every bet owed its
 * worst case; refunded never closed, every stake back.
 */
export const RoundState = { OPEN: "open", CLOSED: "closed", DEALT: "dealt", REVEALED: "revealed", SETTLED: "settled", REFUNDED: "refunded", FORFEITED: "forfeited" } as const;

/** One card a round was dealt, with the Merkle proof that it sits at `position` of its shoe or its round's deck. */
export interface CardProof {
  position: number;
  card: number;
  salt: string;
  proof: string[];
  /** Decision tables: the window the card was shown for (1 = the deal). */
  window?: number;
}

/** One hand a blackjack bet ended with, as the games engine replays the round's cards and the bet's decisions. */
export interface BetHand {
  cards: number[];
  /** The hand's stake (the bet's amount, twice that once doubled). */
  stake: string;
  doubled: boolean;
  fromSplit: boolean;
  /** win, lose, push or blackjack; null where the engine gives no per-hand result. */
  outcome: string | null;
  /** Total returned for the hand (0 on a loss); null where the engine gives no per-hand result. */
  payout: string | null;
}

/** One player's seed folded into a stream round's entropy, in log order. */
export interface PlayerSeed {
  player: string;
  seed: string;
}

/** One round of one table, with everything needed to re-derive it: commitment, client seed, revealed seed, proven cards. */
export const TableRound = defineEntity({
  name: "TableRound",
  triggers: [hotChangeTrigger],
  /** A table's latest round, its recent results and its history pages all walk this index. */
  indexes: [{ properties: ["tableId", "roundId"] }, { properties: ["tableId", "shoeId", "roundId"] }],
  properties: {
    /** `<table contract>:<round id>` */
    id: p.string().length(64).primary(),
    table: address().index(),
    tableId: p.integer().index(),
    /** The game the table deals (1 roulette … 7 blackjack), from its RoundOpened event. */
    gameType: p.smallint(),
    roundId: p.integer(),
    state: p.string().length(10),
    commitment: p.string().length(66),
    clientSeed: p.string().length(66).nullable(),
    serverSeed: p.string().length(66).nullable(),
    openedAt: p.datetime().index(),
    /** When betting closes (block time), from RoundOpened; null for rounds indexed before it was recorded. */
    closesAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    settledAt: p.datetime().nullable(),
    totalStaked: tokenAmount().nullable(),
    /** Paid to the bets in total; for a forfeited round, what it owes them (each its worst case), from RoundForfeited. */
    totalPaid: tokenAmount().nullable(),
    /** What the round dealt as the contract computed it (RoundRevealed): pocket, dice, wheel segments or cards in draw order. */
    outcome: p.json<number[]>().nullable(),
    /** The outcome decoded by the games engine (`decodeOutcome`); null until revealed, and for forfeited rounds. */
    result: p.json<Record<string, unknown>>().nullable(),
    /** Player seeds folded into a stream round's client seed, in log order. */
    playerSeeds: p.json<PlayerSeed[]>().default([]),
    /** Shoe rounds: the shoe dealt from, the first position of the round's cards and their proofs (RoundCardsProven). */
    shoeId: p.integer().nullable(),
    firstPosition: p.smallint().nullable(),
    cardProofs: p.json<CardProof[]>().nullable(),
    /** Decision tables: the round deck's Merkle root, published by the deal (RoundDealt). */
    root: p.string().length(66).nullable(),
    dealtAt: p.datetime().nullable(),
    /** Decision tables: the decision window open or last opened (0 before the deal). */
    window: p.smallint().fieldName("decision_window").default(0),
    /** When the current decision window closes (block time). */
    windowClosesAt: p.datetime().nullable(),
    /** The settle deadline: not revealed by then, anyone may forfeit the round (decision tables move it with each window). */
    settleBy: p.datetime().nullable(),
    openTx: txHash(),
  },
});
export type TableRound = InferEntity<typeof TableRound>;

export const TableBet = defineEntity({
  name: "TableBet",
  triggers: [hotChangeTrigger],
  properties: {
    /** `<round key>:<bet index>` */
    id: p.string().length(72).primary(),
    roundKey: p.string().length(64).index(),
    tableId: p.integer(),
    betIndex: p.integer(),
    player: address().index(),
    kind: p.integer(),
    numbers: p.array((x) => Number(x), (x: number) => String(x)).default([]),
    amount: tokenAmount(),
    payout: tokenAmount().nullable(),
    /** Decision tables: stakes the bet's decisions escrowed on top of its amount (a call, doubles, a split, insurance). */
    extraStake: tokenAmount().default("0"),
    /** Decision tables: the bet's hands as the games engine replays them at the reveal, with each hand's payout. */
    hands: p.json<BetHand[]>().nullable(),
    refunded: p.boolean().default(false),
    placedAt: p.datetime().index(),
    txHash: txHash(),
  },
});
export type TableBet = InferEntity<typeof TableBet>;
