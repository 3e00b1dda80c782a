import {
  blackjack, cardName, casinoHoldem, checkDecision, commitment, decisionGame, decisionOutcome, GameType, HoldemBet, roundDeckCommitment, settleDecisionBets, streamClientSeed,
  verifyCardProof, verifyCommitment, type BetKindInfo, type DecidedBetResult, type DecisionGameShape, type RoundDeckCommitment,
} from "@sunrise/games";
import { actionName, describeBet, describeDecisionOutcome, formatAmount } from "./describe.js";
import { checkRefund } from "./payouts.js";
import { check, section, type DecisionBetRecord, type DecisionRecord, type DecisionRoundRecord, type Section, type TableFacts } from "./records.js";
import { gameName } from "./round.js";

const short = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;
const sameCodes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);
const cards = (cs: readonly number[]) => cs.map(cardName).join(" ");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function attempt<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** The cards the contract had shown when window `w` was open: the deal's, then the extra sequence, in proof order. */
export function shownUpTo(r: DecisionRoundRecord, w: number): number[] {
  return r.proven.filter((p) => p.window <= w).flatMap((p) => p.cards);
}

/** Each bet's decision window by window (`actions[w − 1]`, 0 none), from the logged decisions (sent or relayed). */
export function actionsOf(decisions: readonly DecisionRecord[], betIndex: number, windows: number): number[] {
  const actions = new Array<number>(Math.max(0, windows)).fill(0);
  for (const d of decisions) if (d.betIndex === betIndex && d.window >= 1 && d.window <= windows && actions[d.window - 1] === 0) actions[d.window - 1] = d.action;
  return actions;
}

interface Replayed {
  /** One check per decision logged (a Decision event, or one of a DecisionsRelayed batch). */
  checks: Section["checks"];
  /** Extra cards the accepted decisions had drawn by the end of each window (index w − 1), cumulative. */
  extraAfter: number[];
  /** The worst case each legal decision added to its bet, by bet index. */
  extraMaxReturn: Map<number, bigint>;
}

/**
 * Every decision against the rules as they stood when it was taken: the bet exists and is the
 * decider's own, the window was open (block time before its close), the bet had not decided in
 * it yet, and `checkDecision` (the contract's own check) allows the action on the cards shown so
 * far with the extra stake the event escrowed.
 */
export function replayDecisions(table: TableFacts, r: DecisionRoundRecord): Replayed {
  const windows = r.windows.length;
  const extraAfter = new Array<number>(windows).fill(0);
  const extraMaxReturn = new Map<number, bigint>();
  const seen = new Set<string>();
  const checks = r.decisions.map((d) => {
    const bet = r.bets.find((b) => b.index === d.betIndex);
    const opened = r.windows.find((w) => w.window === d.window);
    const key = `${d.betIndex}:${d.window}`;
    const twice = seen.has(key);
    seen.add(key);
    const wrong: string[] = [];
    if (!bet) wrong.push(`bet #${d.betIndex} was never placed`);
    else if (bet.account.toLowerCase() !== d.account.toLowerCase()) wrong.push(`taken by ${d.player} (account ${d.account}), the bet is account ${bet.account}'s`);
    if (!opened) wrong.push(`window ${d.window} was never opened`);
    else if (d.time >= opened.closesAt) wrong.push(`taken at block time ${d.time}, the window closed at ${opened.closesAt}`);
    if (twice) wrong.push(`bet #${d.betIndex} already decided in window ${d.window}`);
    const shown = shownUpTo(r, d.window);
    let legal = "";
    if (bet) {
      const earlier = actionsOf(r.decisions.filter((x) => x !== d), d.betIndex, d.window - 1);
      const c = attempt(() => checkDecision(table.gameType, shown, { kind: bet.kind, amount: bet.amount, numbers: bet.numbers, actions: earlier }, d.window, d.hand, d.action));
      if (!c) wrong.push("the rules cannot read this decision");
      else if (!c.ok) wrong.push(`the rules refuse it: ${c.reason}`);
      else if (c.extraStake !== d.extraStake) wrong.push(`the rules take an extra stake of ${formatAmount(c.extraStake)}, the event escrowed ${formatAmount(d.extraStake)}`);
      else {
        legal = `allowed on ${cards(shown)}${c.extraStake > 0n ? `, extra stake ${formatAmount(c.extraStake)}` : ""}`;
        if (!twice) {
          for (let w = d.window; w <= windows; w++) extraAfter[w - 1] = Math.max(extraAfter[w - 1]!, c.extraCards);
          extraMaxReturn.set(d.betIndex, (extraMaxReturn.get(d.betIndex) ?? 0n) + c.extraMaxReturn);
        }
      }
    }
    const label = `bet #${d.betIndex}, window ${d.window}${table.gameType === GameType.BLACKJACK ? `, hand ${d.hand}` : ""}: ${actionName(table.gameType, d.action)} by ${short(d.player)}`;
    return check(label, wrong.length === 0, wrong.length ? wrong.join("; ") : `${legal}, by a wallet of the bet's own account inside the window, once`);
  });
  return { checks, extraAfter, extraMaxReturn };
}

/** The seeds: the revealed server seed against the commitment, and the client seed the deal fixed recomputed from the close. */
function checkSeeds(r: DecisionRoundRecord): { seeds: Section; clientSeed: string | null } {
  const s = section("Seeds");
  if (r.revealed) {
    const { serverSeed } = r.revealed;
    s.checks.push(check("server seed matches the commitment published when the round opened", verifyCommitment(serverSeed, r.commitment), `sha256(${short(serverSeed)}) = 0x${commitment(serverSeed)}, committed ${r.commitment}`));
  } else {
    s.notes.push(`the server seed was never revealed (committed ${r.commitment})`);
  }
  if (!r.closed) {
    s.checks.push(check("betting was closed on chain", false, "no BettingClosed event"));
    return { seeds: s, clientSeed: null };
  }
  const recomputed = streamClientSeed(r.closed.blockHash, r.playerSeeds);
  s.notes.push(`betting closed in block ${r.closed.block}, hash ${r.closed.blockHash}`);
  for (const p of r.playerSeeds) s.notes.push(`player seed ${p.seed} from ${p.player}`);
  if (!r.dealt) {
    s.notes.push("the round was never dealt: no client seed was fixed");
    return { seeds: s, clientSeed: recomputed };
  }
  s.checks.push(check(
    `client seed = keccak256(close block hash, ${plural(r.playerSeeds.length, "player seed")} folded in log order), as the deal fixed it`,
    recomputed === r.dealt.clientSeed,
    `recomputed ${recomputed}, RoundDealt ${r.dealt.clientSeed}`,
  ));
  if (r.revealed) s.checks.push(check("the settle used the deal's client seed (RoundRevealed)", r.revealed.clientSeed === r.dealt.clientSeed, r.revealed.clientSeed));
  return { seeds: s, clientSeed: recomputed };
}

/**
 * The cards shown window by window: every one proven against the root published at the deal (and,
 * once the seed is revealed, the recomputed deck's card at its position); the deal proves the
 * rules' deal positions, each later window exactly the extra cards the previous window's decisions drew.
 */
function checkCards(table: TableFacts, shape: DecisionGameShape, r: DecisionRoundRecord, deck: RoundDeckCommitment | null, extraAfter: readonly number[]): Section {
  const s = section("Cards");
  if (!r.dealt) {
    s.notes.push("the round was never dealt: no card was shown");
    return s;
  }
  const root = r.dealt.root;
  s.notes.push(`deck root ${root} published at the deal`);
  if (deck) s.checks.push(check("the deck recomputed from the revealed server seed and the client seed has the published root", deck.root === root, `recomputed ${deck.root}`));
  for (const w of r.windows) {
    const shown = r.proven.filter((p) => p.window === w.window);
    const before = w.window >= 3 ? extraAfter[w.window - 3]! : 0;
    const drawn = w.window >= 2 ? extraAfter[w.window - 2]! : 0;
    const expected = w.window === 1 ? [...shape.dealPositions] : Array.from({ length: drawn - before }, (_, i) => shape.extraBase + before + i);
    const positions = shown.flatMap((p) => p.positions);
    const what = w.window === 1 ? "the deal's cards" : `the ${plural(drawn - before, "extra card")} window ${w.window - 1}'s decisions drew`;
    s.checks.push(check(`window ${w.window} shows ${what}${expected.length ? ` (position${expected.length === 1 ? "" : "s"} ${expected.join(", ")})` : ""}`, shown.length === 1 && sameCodes(positions, expected), `${plural(shown.length, "CardsProven event")}, positions [${positions.join(", ")}]`));
  }
  const opened = new Set(r.windows.map((w) => w.window));
  const stray = r.proven.filter((p) => !opened.has(p.window));
  if (stray.length) s.checks.push(check("every card shown belongs to an opened window", false, `cards proven for windows ${stray.map((p) => p.window).join(", ")}`));
  for (const p of r.proven) {
    p.cards.forEach((card, i) => {
      const position = p.positions[i]!;
      const proof = attempt(() => verifyCardProof(root, position, card, p.salts[i] ?? "", p.proofs[i] ?? [])) === true;
      const inDeck = !deck || deck.cards[position] === card;
      const detail = [proof ? null : "its Merkle proof does not lead to the root", inDeck ? null : `the deck holds ${deck!.cards[position] === undefined ? "no card" : cardName(deck!.cards[position]!)} there`].filter(Boolean).join("; ");
      s.checks.push(check(`window ${p.window}: ${cardName(card)} at position ${position} is proven against the root${deck ? " and is the deck's card" : ""}`, proof && inDeck, detail || `salt ${short(p.salts[i] ?? "")}`));
    });
  }
  return s;
}

/** The revealed outcome: the recomputed deck's first cards, as many as the decisions' extra cards make the rules read. */
function checkOutcome(shape: DecisionGameShape, r: DecisionRoundRecord & { revealed: NonNullable<DecisionRoundRecord["revealed"]> }, deck: RoundDeckCommitment | null, extraCards: number): Section {
  const length = shape.outcomeLength(extraCards);
  const onChain = r.revealed.outcome;
  return section("Outcome", [
    check(`the revealed outcome is the deck's first ${length} cards (${plural(extraCards, "extra card")} drawn)`, !!deck && sameCodes(deck.cards.slice(0, length), onChain), `contract ${plural(onChain.length, "card")}: ${cards(onChain.slice(0, 12))}${onChain.length > 12 ? " …" : ""}`),
    check("the contract's stored outcome (outcomeOf) is the revealed one", sameCodes(r.storedOutcome, onChain), `${plural(r.storedOutcome.length, "card")}`),
  ]);
}

const KINDS: Record<number, readonly BetKindInfo[]> = { [GameType.POKER]: casinoHoldem.betKinds, [GameType.BLACKJACK]: blackjack.betKinds };

const betLabel = (table: TableFacts, bet: DecisionBetRecord, actions: readonly number[]) => {
  const taken = actions.filter((a) => a !== 0).map((a) => actionName(table.gameType, a));
  const takesDecisions = table.gameType === GameType.BLACKJACK || bet.kind === HoldemBet.ANTE;
  return `${describeBet(table.gameType, table.variant, bet)}${takesDecisions ? `, ${taken.length ? taken.join(", ") : "no decision"}` : ""}`;
};

/** Each bet's payment (its PagePaid entry) against `owed`: paid exactly once, that amount. */
function compare(table: TableFacts, r: DecisionRoundRecord, title: string, owed: readonly (bigint | null)[], actions: readonly number[][]): Section {
  const s = section(title);
  r.bets.forEach((bet, i) => {
    const got = r.paid.filter((p) => p.index === bet.index).map((p) => p.payout);
    const want = owed[i];
    const detail = want === null || want === undefined ? "what it is owed could not be recomputed" : got.length === 0 ? `owed ${formatAmount(want)}, not paid yet` : got.length > 1 ? `paid ${got.length} times` : `owed ${formatAmount(want)}, paid ${formatAmount(got[0]!)}`;
    s.checks.push(check(`${betLabel(table, bet, actions[i] ?? [])} → ${want == null ? "?" : formatAmount(want)}`, want != null && got.length === 1 && got[0] === want, detail));
  });
  const known = new Set(r.bets.map((b) => b.index));
  const stray = r.paid.filter((p) => !known.has(p.index));
  if (stray.length) s.checks.push(check("every payment belongs to a placed bet", false, `payments for bets ${stray.map((p) => p.index).join(", ")}`));
  return s;
}

/** The contract's own record of each bet (betAt) against the logged decisions: the same actions, the same extra stakes escrowed. */
function checkBetRecords(r: DecisionRoundRecord, actions: readonly number[][]): Section["checks"][number] {
  const off = r.bets.filter((b, i) => !sameCodes(b.actions, actions[i]!) || b.extraStake !== sum(r.decisions.filter((d) => d.betIndex === b.index).map((d) => d.extraStake)));
  return check("each bet's decisions and extra stakes on record (betAt) are the logged decisions'", off.length === 0, off.length ? `bets ${off.map((b) => `#${b.index} [${b.actions.join(", ")}]`).join(", ")}` : undefined);
}

/** A settled (or revealed and being paid) round: the engine's settlement of the recomputed cards and the recorded decisions, bet by bet. */
function checkPayouts(table: TableFacts, r: DecisionRoundRecord & { revealed: NonNullable<DecisionRoundRecord["revealed"]> }, outcomeCodes: readonly number[], actions: number[][]): Section {
  const windows = r.windows.length;
  const last = r.windows.at(-1);
  const windowOpen = !!last && r.revealed.time < last.closesAt;
  const outcome = attempt(() => decisionOutcome(table.gameType, outcomeCodes));
  const owed: (DecidedBetResult | null)[] = outcome
    ? (attempt(() => settleDecisionBets(outcome, r.bets.map((b, i) => ({ kind: b.kind, amount: b.amount, numbers: b.numbers, actions: actions[i]! })), { windows, windowOpen })) ?? r.bets.map(() => null))
    : r.bets.map(() => null);
  const s = compare(table, r, "Payouts", owed.map((o) => o?.payout ?? null), actions);
  if (outcome) s.notes.unshift(describeDecisionOutcome(outcome));
  s.notes.push(`${plural(windows, "decision window")}; settled at block time ${r.revealed.time}, ${windowOpen ? "before" : "after"} the last window closed (${last?.closesAt ?? "none"})${windowOpen ? ": a bet that could still decide is owed its worst case" : ""}`);
  s.checks.unshift(
    check("the contract counts the windows the chain opened (rounds.window)", r.view.window === windows, `${plural(windows, "WindowOpened event")}, rounds.window ${r.view.window}`),
    check("the contract's settledInWindow agrees with the block times", r.view.settledInWindow === windowOpen, `settledInWindow ${r.view.settledInWindow}`),
    checkBetRecords(r, actions),
  );
  if (r.bets.length === 0) s.notes.push("no bets");
  if (r.settled) {
    const staked = sum(r.bets.map((b) => b.amount)) + sum(r.decisions.map((d) => d.extraStake));
    const paid = owed.every((o) => o !== null) ? sum(owed.map((o) => o!.payout)) : null;
    s.checks.push(check("RoundSettled totals equal the stakes and extra stakes, and the payouts", r.settled.totalStaked === staked && r.settled.totalPaid === paid, `staked ${formatAmount(r.settled.totalStaked)} (expected ${formatAmount(staked)}), paid ${formatAmount(r.settled.totalPaid)}${paid === null ? "" : ` (expected ${formatAmount(paid)})`}`));
  } else if (r.bets.length > 0) {
    s.notes.push("the round is still being paid: anyone may call payBets(round, n) to pay the rest");
  }
  return s;
}

/**
 * A forfeited round: the dealer did not settle in time, so each bet is owed the worst case of every
 * stake it escrowed: its own stake's, plus each extra stake's as the rules reserved it when its decision was taken.
 */
function checkForfeit(table: TableFacts, r: DecisionRoundRecord, replayed: Replayed, actions: number[][]): Section {
  const worst = r.bets.map((b) => {
    const kind = KINDS[table.gameType]?.find((k) => k.id === b.kind);
    return kind ? (b.amount * BigInt(kind.maxReturnX100)) / 100n + (replayed.extraMaxReturn.get(b.index) ?? 0n) : null;
  });
  const s = compare(table, r, "Forfeit: every bet is paid its reserved worst case, extra stakes included", worst, actions);
  s.notes.unshift(r.dealt ? "the dealer did not settle this round before its deadline" : "the round was never dealt before its deadline (or its close block left the 256-block window)");
  const off = r.bets.filter((b, i) => worst[i] !== b.maxReturn);
  s.checks.push(check("each bet's reserved worst case on record (betAt) is the recomputed one", off.length === 0, off.length ? off.map((b) => `#${b.index}: ${formatAmount(b.maxReturn)}`).join(", ") : undefined));
  if (r.forfeited) {
    const total = worst.every((w) => w !== null) ? sum(worst.map((w) => w!)) : null;
    s.checks.push(check("RoundForfeited's total is every bet's worst case", r.forfeited.totalOwed === total, `${formatAmount(r.forfeited.totalOwed)}${total === null ? "" : ` (expected ${formatAmount(total)})`}`));
  }
  return s;
}

/**
 * Every check of one casino hold'em or blackjack round, from what its DecisionTable recorded:
 * the seeds, the deck and every card shown from it, every decision, and every bet's payout.
 */
export function checkDecisionRound(table: TableFacts, r: DecisionRoundRecord): Section[] {
  const head = section(`Round ${r.roundId} of table ${table.tableId} (${gameName(table)}, ${table.address})`, [], [
    `state: ${r.state}, ${plural(r.bets.length, "bet")}, ${plural(r.decisions.length, "decision")}, ${plural(r.windows.length, "decision window")}`,
  ]);
  switch (r.state) {
    case "none":
      return [{ ...head, checks: [check("the round exists", false, "no such round on this table")] }];
    case "open":
    case "closed":
    case "dealt":
      return [{ ...head, checks: [check("the round is settled", false, `it is still ${r.state}${r.state === "dealt" ? " (its decision windows are running)" : ""}: check it once it is settled`)] }];
    case "refunded":
      return [head, checkRefund(r)];
  }
  const shape = decisionGame(table.gameType);
  const { seeds, clientSeed } = checkSeeds(r);
  const replayed = replayDecisions(table, r);
  const actions = r.bets.map((b) => actionsOf(r.decisions, b.index, r.windows.length));
  const decisions = section("Decisions", replayed.checks);
  if (r.decisions.length === 0) decisions.notes.push(r.dealt ? "no player decided: every ante folds, every blackjack hand stands" : "no decision window was opened");
  const extraCards = replayed.extraAfter.at(-1) ?? 0;
  if (r.state === "forfeited") {
    return [head, seeds, checkCards(table, shape, r, null, replayed.extraAfter), decisions, checkForfeit(table, r, replayed, actions)];
  }
  if (!r.revealed) return [head, seeds, { ...section("Outcome"), checks: [check("the round's seed was revealed on chain", false, "no RoundRevealed event")] }];
  const revealed = { ...r, revealed: r.revealed };
  const deck = clientSeed ? attempt(() => roundDeckCommitment(revealed.revealed.serverSeed, clientSeed, r.roundId, shape.decks)) : null;
  const outcomeCodes = deck ? deck.cards.slice(0, shape.outcomeLength(extraCards)) : r.revealed.outcome;
  return [head, seeds, checkCards(table, shape, r, deck, replayed.extraAfter), checkOutcome(shape, revealed, deck, extraCards), decisions, checkPayouts(table, revealed, outcomeCodes, actions)];
}
