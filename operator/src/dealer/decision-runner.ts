import { Contract, MaxUint256, type Provider } from "ethers";
import { DeckBook } from "./decision-deck.js";
import { nextDecisionAction } from "./decision-plan.js";
import { readDecisionRound, readRulesBets, type DecisionRoundState } from "./decision-view.js";
import { commitmentOf, serverSeed } from "./server-seed.js";
import type { SignedDecisionRelay } from "./signed-decisions.js";

/** The parts of a decision game's rules contract the dealer asks (pure functions: the settle uses the very same). */
const RULES_ABI = [
  "function payouts(uint8[] outcome, uint8 variant, uint8 windows, bool windowOpen, uint32[] kinds, uint256[] amounts, uint64[] actions) view returns (uint256[])",
  "function outcomeLength(uint256 extraCards) view returns (uint256)",
];
/** `payouts` answers this for a bet that could still decide: settled now, it would be paid its worst case. */
const OWED_WORST_CASE = MaxUint256;
/** Bets per `payouts` call, so a large round's check stays far below any call gas cap. */
const RULES_CALL_BETS = 200;
/** Actions one table may take in one tick. */
const STEPS_PER_TICK = 8;
/** Bets paid per payBets page (the contract's SETTLE_PAGE). */
const PAGE = 200;

export interface DecisionTableInfo {
  address: string;
  gameType: number;
  variant: number;
  rules: string;
  deckSize: number;
  extraBase: number;
  maxWindows: number;
  /** The positions the deal proves, in order. */
  dealPositions: number[];
  /** The table's DecisionRelay, which takes the decisions players signed. */
  decisionRelay: string;
}

type Send = (contract: Contract, fn: string, ...args: unknown[]) => Promise<unknown>;

/**
 * Runs the rounds of one decision table (casino hold'em, blackjack): commit the round's seed and
 * take bets; close; deal (the deck's root and the cards everyone sees, proven against it); keep
 * decision windows going while some hand can still act, proving the extra cards the last window's
 * decisions drew; settle with the seed (the contract recomputes the deck and replays every
 * decision) and pay page by page. Whether a bet could still decide is asked of the game's rules
 * contract, the very function the settle applies, so the dealer never settles a round early at a
 * bet's worst case. Everything comes from chain and the dealer's secret: a restart resumes.
 * With a relay, each step first sends the decisions players signed for the open window, so one
 * that arrived in time is on chain before the dealer opens the next window or settles.
 */
export class DecisionRunner {
  private readonly rules: Contract;
  /** The last answer of "could any bet still decide", per round, window and head block: nothing changes between blocks. */
  private checked: { key: string; open: boolean } | undefined;

  constructor(
    readonly table: DecisionTableInfo,
    readonly contract: Contract,
    private readonly provider: Provider,
    private readonly decks: DeckBook,
    private readonly secret: string,
    private readonly send: Send,
    private readonly log: Pick<Console, "warn">,
    private readonly signed?: SignedDecisionRelay,
  ) {
    this.rules = new Contract(table.rules, RULES_ABI, provider);
  }

  /** Sends the decisions players signed for the open window now, between the table's steps. */
  async relaySigned(): Promise<void> {
    if (this.signed) await this.signed.serve(await readDecisionRound(this.contract));
  }

  /** `bettingSeconds` is set when the table may open a new round. */
  async serve(bettingSeconds: number | undefined): Promise<void> {
    for (let step = 0; step < STEPS_PER_TICK; step++) {
      const [r, head] = await Promise.all([readDecisionRound(this.contract), this.provider.getBlock("latest")]);
      // A mined batch of signed decisions changed the round: read it again before deciding.
      if (await this.signed?.serve(r)) continue;
      // Block time can run ahead of the wall clock: the contract goes by block time.
      const now = Math.max(Math.floor(Date.now() / 1000), head!.timestamp);
      const action = nextDecisionAction(r, now, head!.number, bettingSeconds !== undefined);
      const id = r.roundCount;
      const t = this.contract;
      switch (action.kind) {
        case "wait": return;
        case "open": await this.send(t, "openRound", commitmentOf(serverSeed(this.secret, this.table.address, action.roundId)), bettingSeconds ?? 0); break;
        case "close": await this.send(t, "closeBetting", id); break;
        case "deal": await this.deal(r); break;
        case "settleIfDone":
          if (await this.someBetCanDecide(r, head!.number, true)) return;
          await this.settle(r);
          break;
        case "nextWindowOrSettle":
          if (r.window < this.table.maxWindows && (await this.someBetCanDecide(r, head!.number, false))) await this.send(t, "nextWindow", id, this.extraProofs(r));
          else await this.settle(r);
          break;
        case "pay": await this.send(t, "payBets", id, PAGE); break;
        case "forfeit":
          this.log.warn(`[dealer] table ${this.table.address}: round ${id} was not settled in time; forfeiting it (each stake is paid its worst case)`);
          await this.send(t, "forfeit", id);
          break;
        case "refund":
          this.log.warn(`[dealer] table ${this.table.address}: round ${id} never closed in time; refunding its bets`);
          await this.send(t, "refund", id);
          break;
      }
    }
  }

  private seed(roundId: number): string {
    return serverSeed(this.secret, this.table.address, roundId);
  }

  /** The deck's root and the deal's cards, from the client seed the deal fixes (the close's block hash and the players' seeds). */
  private async deal(r: DecisionRoundState): Promise<void> {
    const committed = (await this.contract.getFunction("rounds")(r.roundCount)).commitment as string;
    if (committed.toLowerCase() !== commitmentOf(this.seed(r.roundCount))) throw new Error(`round ${r.roundCount} was committed with a seed this dealer's secret does not give: it cannot be dealt`);
    const close = await this.provider.getBlock(r.closedBlock);
    const deck = this.deckOf(r.roundCount, DeckBook.clientSeed(close!.hash!, r.entropy));
    await this.send(this.contract, "deal", r.roundCount, deck.root, DeckBook.proofs(deck, this.table.dealPositions));
  }

  private async settle(r: DecisionRoundState): Promise<void> {
    await this.send(this.contract, "settle", r.roundCount, this.seed(r.roundCount));
  }

  /** The extra cards the closed window's decisions drew and no window has shown yet. */
  private extraProofs(r: DecisionRoundState) {
    const deck = this.deckOf(r.roundCount, r.clientSeed);
    const positions = Array.from({ length: r.extraCards - r.extraShown }, (_, i) => this.table.extraBase + r.extraShown + i);
    return DeckBook.proofs(deck, positions);
  }

  private deckOf(roundId: number, clientSeed: string) {
    return this.decks.deck(this.table.address, roundId, clientSeed, this.table.deckSize);
  }

  /**
   * Whether settling now would owe some bet its worst case because it could still decide (in the
   * open window, or a hand of it in a later one): the rules contract's `payouts` on the real deck.
   */
  private async someBetCanDecide(r: DecisionRoundState, head: number, windowOpen: boolean): Promise<boolean> {
    const key = `${r.roundCount}:${r.window}:${windowOpen}:${head}`;
    if (this.checked?.key === key) return this.checked.open;
    const bets = await readRulesBets(this.contract, r.roundCount, r.betCount);
    const length = Number(await this.rules.getFunction("outcomeLength")(r.extraCards));
    const outcome = this.deckOf(r.roundCount, r.clientSeed).cards.slice(0, length);
    let open = false;
    for (let from = 0; from < bets.length && !open; from += RULES_CALL_BETS) {
      const page = bets.slice(from, from + RULES_CALL_BETS);
      const owed = (await this.rules.getFunction("payouts")(outcome, this.table.variant, r.window, windowOpen, page.map((b) => b.kind), page.map((b) => b.amount), page.map((b) => b.actions))) as bigint[];
      open = owed.some((x) => x === OWED_WORST_CASE);
    }
    this.checked = { key, open };
    return open;
  }
}
