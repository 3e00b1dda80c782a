import { decisionGame, roundDeckCommitment, type RoundDeckCommitment } from "@sunrise/games";
import type { DecisionTable, SUSD } from "../../types/ethers-contracts/index.js";
import type { Cashier } from "../../types/ethers-contracts/cashier/index.js";
import type { IDecisionRules } from "../../types/ethers-contracts/rules/index.js";
import { commitmentOf, deployCashier, openHouse, U, type Ethers, type Signer } from "./table-fixture.js";

export const DECISION_RULES_BY_GAME = { 3: "HoldemRules", 7: "BlackjackRules" } as const;
export type DecisionGame = keyof typeof DECISION_RULES_BY_GAME;
/** DecisionTable.RoundState */
export const DecisionState = { None: 0n, Open: 1n, Closed: 2n, Revealed: 3n, Settled: 4n, Refunded: 5n, Forfeited: 6n, Dealt: 7n };

export interface DecisionTableOptions {
  gameType: DecisionGame;
  minBet?: bigint;
  maxBet?: bigint;
  bankroll?: bigint;
  wallet?: bigint;
  tableId?: number;
  players?: number;
}

export interface DecisionFixture {
  admin: Signer;
  players: Signer[];
  stranger: Signer;
  susd: SUSD;
  cashier: Cashier;
  table: DecisionTable;
  rules: IDecisionRules;
  gameType: DecisionGame;
}

/** SUSD, the cashier, the game's rules and one DecisionTable with the admin as dealer and pauser; players funded at the cashier. */
export async function deployDecisionTable(ethers: Ethers, o: DecisionTableOptions): Promise<DecisionFixture> {
  const [admin, ...others] = await ethers.getSigners();
  const players = others.slice(0, o.players ?? 3);
  const { susd, cashier } = await deployCashier(ethers, players, o.wallet ?? U(100_000));
  const rules = (await ethers.deployContract(DECISION_RULES_BY_GAME[o.gameType])) as unknown as IDecisionRules;
  const args = [await cashier.getAddress(), o.tableId ?? 1, o.gameType, await rules.getAddress(), 0, o.minBet ?? U(1), o.maxBet ?? U(100), admin!.address] as const;
  const table = await ethers.deployContract("DecisionTable", [...args]);
  for (const role of [await table.OPERATOR_ROLE(), await table.PAUSER_ROLE()]) await table.grantRole(role, admin!.address);
  await openHouse(susd, cashier, admin!, await table.getAddress(), o.bankroll ?? U(1_000_000));
  return { admin: admin!, players, stranger: others[others.length - 1]!, susd, cashier, table, rules, gameType: o.gameType };
}

export type CardProofInput = { card: number; salt: string; proof: string[] };
const asInput = (deck: RoundDeckCommitment, position: number): CardProofInput => {
  const c = deck.cardProof(position);
  return { card: c.card, salt: c.salt, proof: [...c.proof] };
};

/**
 * What an honest dealer does with a decision round: open with the seed's commitment, close, deal
 * (deck root and the deal's proven cards) from the block after the close, prove the extra cards
 * each window's decisions drew, settle with the seed.
 */
export class DecisionDealer {
  readonly decks = new Map<bigint, RoundDeckCommitment>();

  constructor(private readonly ethers: Ethers, private readonly table: DecisionTable, private readonly gameType: DecisionGame) {}

  async open(serverSeed: string, bettingSeconds = 3600): Promise<bigint> {
    await (await this.table.openRound(commitmentOf(serverSeed), bettingSeconds)).wait();
    return this.table.roundCount();
  }

  /** The round's deck once the close's block exists: client seed = keccak256(close hash ‖ entropy). */
  async deckOf(roundId: bigint, serverSeed: string): Promise<RoundDeckCommitment> {
    const known = this.decks.get(roundId);
    if (known) return known;
    const r = await this.table.rounds(roundId);
    const block = await this.ethers.provider.getBlock(Number(r.closedBlock));
    const clientSeed = this.ethers.solidityPackedKeccak256(["bytes32", "bytes32"], [block!.hash!, r.entropy]);
    const deck = roundDeckCommitment(serverSeed, clientSeed, roundId, decisionGame(this.gameType).decks);
    this.decks.set(roundId, deck);
    return deck;
  }

  dealProofs(deck: RoundDeckCommitment): CardProofInput[] {
    return decisionGame(this.gameType).dealPositions.map((p) => asInput(deck, p));
  }

  async deal(roundId: bigint, serverSeed: string) {
    const deck = await this.deckOf(roundId, serverSeed);
    return (await this.table.deal(roundId, deck.root, this.dealProofs(deck))).wait();
  }

  /** The proofs of the extra cards the last window's decisions drew. */
  async extraProofs(roundId: bigint, serverSeed: string): Promise<CardProofInput[]> {
    const deck = await this.deckOf(roundId, serverSeed);
    const r = await this.table.rounds(roundId);
    const base = decisionGame(this.gameType).extraBase;
    return Array.from({ length: Number(r.extraCards - r.extraShown) }, (_, i) => asInput(deck, base + Number(r.extraShown) + i));
  }

  async nextWindow(roundId: bigint, serverSeed: string) {
    return (await this.table.nextWindow(roundId, await this.extraProofs(roundId, serverSeed))).wait();
  }
}
