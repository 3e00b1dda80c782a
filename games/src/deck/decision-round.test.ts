import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GameType } from "../games/bet-kinds.js";
import { BlackjackBet } from "../games/blackjack/blackjack.js";
import { BlackjackAction } from "../games/blackjack/infinite.js";
import { HoldemAction, HoldemBet } from "../games/casino-holdem.js";
import { dealTableRound } from "../table-round.js";
import { checkDecision, decisionGame, decisionOutcome, settleDecisionBets, type DecidedBet, type DecisionOutcome } from "./decision-round.js";

const unit = 1_000_000n;
const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString("hex")}`);

describe("a decision game's shape", () => {
  it("names the deal's positions, the extra sequence and the windows the contract's rules use", () => {
    expect(decisionGame(GameType.POKER)).toMatchObject({ decks: 1, dealPositions: [0, 1, 4, 5, 6], extraBase: 0, maxWindows: 1 });
    expect(decisionGame(GameType.BLACKJACK)).toMatchObject({ decks: 8, dealPositions: [0, 1, 2], extraBase: 40, maxWindows: 16 });
    expect(decisionGame(GameType.BLACKJACK).outcomeLength(5)).toBe(45);
    expect(() => decisionGame(GameType.ROULETTE)).toThrow("game type 1 has no decisions");
    expect(() => decisionOutcome(GameType.POKER, [1, 2, 3, 4, 5, 6, 7, 8, 52])).toThrow("a card code is 0–51, got 52");
  });
});

describe("casino hold'em decisions", () => {
  const ante: DecidedBet = { kind: HoldemBet.ANTE, amount: 3n * unit, actions: [] };
  const bonus: DecidedBet = { kind: HoldemBet.AA_BONUS, amount: unit, actions: [] };
  it("takes a call (2 × ante escrowed) or a fold on an ante, in the one window, on the one hand", () => {
    expect(checkDecision(GameType.POKER, [], ante, 1, 0, HoldemAction.CALL)).toEqual({ ok: true, extraStake: 6n * unit, extraMaxReturn: 12n * unit, extraCards: 0 });
    expect(checkDecision(GameType.POKER, [], ante, 1, 0, HoldemAction.FOLD)).toEqual({ ok: true, extraStake: 0n, extraMaxReturn: 0n, extraCards: 0 });
    expect(checkDecision(GameType.POKER, [], bonus, 1, 0, HoldemAction.CALL)).toEqual({ ok: false, reason: "This bet takes no decisions" });
    expect(checkDecision(GameType.POKER, [], ante, 1, 0, 3)).toEqual({ ok: false, reason: "Unknown action" });
    expect(checkDecision(GameType.POKER, [], ante, 2, 0, HoldemAction.CALL)).toEqual({ ok: false, reason: "No such window" });
    expect(checkDecision(GameType.POKER, [], ante, 1, 1, HoldemAction.CALL)).toEqual({ ok: false, reason: "Not the hand in play" });
  });

  it("settles a call, a fold and no decision; a bet still undecided when the window was cut short is owed its worst case", () => {
    const seeds = { serverSeed: `0x${"ab".repeat(32)}`, clientSeed: `0x${"cd".repeat(32)}`, roundId: 3 };
    const o = dealTableRound(GameType.POKER, seeds) as DecisionOutcome;
    const [called, folded, silent, aa] = settleDecisionBets(o, [{ ...ante, actions: [HoldemAction.CALL] }, { ...ante, actions: [HoldemAction.FOLD] }, ante, bonus], { windows: 1, windowOpen: false });
    expect(called).toMatchObject({ extraStake: 6n * unit, maxReturn: 315n * unit, cutShort: false });
    expect(folded).toEqual({ payout: 0n, extraStake: 0n, maxReturn: 303n * unit, cutShort: false });
    expect(silent!.payout).toBe(0n);
    expect(aa!.maxReturn).toBe(101n * unit);
    const [early] = settleDecisionBets(o, [ante], { windows: 1, windowOpen: true });
    expect(early).toEqual({ payout: 303n * unit, extraStake: 0n, maxReturn: 303n * unit, cutShort: true });
  });
});

/** A random but allowed decision sequence, window by window, as players would send it (some windows missed). */
function playRandomly(gameType: number, o: DecisionOutcome, bet: DecidedBet, random: () => number): { actions: number[]; windows: number } {
  const shape = decisionGame(gameType);
  const actions: number[] = [];
  const extras = o.game === "blackjack" ? o.extras : [];
  let shown = o.game === "blackjack" ? [...o.player, o.cards[2]!] : [];
  let drawn = 0;
  for (let w = 1; w <= shape.maxWindows; w++) {
    const options = [1, 2, 3, 4, 5, 6].flatMap((action) => [0, 1].map((hand) => ({ action, hand, r: checkDecision(gameType, shown, { ...bet, actions }, w, hand, action) }))).filter((x) => x.r.ok);
    if (options.length === 0 && w > 2) return { actions, windows: w - 1 };
    const pick = random() < 0.1 ? undefined : options[Math.floor(random() * options.length)];
    actions.push(pick?.action ?? 0);
    if (pick?.r.ok) drawn = Math.max(drawn, pick.r.extraCards);
    shown = o.game === "blackjack" ? [...o.player, o.cards[2]!, ...extras.slice(0, drawn)] : shown;
  }
  return { actions, windows: shape.maxWindows };
}

describe("any allowed decision sequence", () => {
  it("pays every bet within the worst case of the stakes it escrowed (what a forfeit pays)", () => {
    fc.assert(
      fc.property(hex32, hex32, fc.nat(), fc.constantFrom(GameType.POKER, GameType.BLACKJACK), fc.boolean(), fc.integer({ min: 1, max: 2 ** 31 }), (server, client, roundId, game, open, seed) => {
        let state = seed;
        const random = () => ((state = (state * 48271) % 2147483647) / 2147483647);
        const o = dealTableRound(game, { serverSeed: server, clientSeed: client, roundId }, 40) as DecisionOutcome;
        const bet: DecidedBet = { kind: game === GameType.POKER ? HoldemBet.ANTE : BlackjackBet.MAIN, amount: 5n * unit + BigInt(seed % 1000), actions: [] };
        const { actions, windows } = playRandomly(game, o, bet, random);
        const [r] = settleDecisionBets(o, [{ ...bet, actions }], { windows, windowOpen: open });
        expect(r!.payout).toBeGreaterThanOrEqual(0n);
        expect(r!.payout).toBeLessThanOrEqual(r!.maxReturn);
        if (r!.cutShort) expect(r!.payout).toBe(r!.maxReturn);
        if (game === GameType.BLACKJACK && actions.includes(BlackjackAction.INSURANCE)) expect(r!.extraStake).toBeGreaterThanOrEqual(bet.amount / 2n);
      }),
      { numRuns: 400 },
    );
  });
});
