import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { BlackjackAction, BlackjackBet, decisionOutcome, GameType, handTotal, isBlackjack, rankOf, settleBlackjackBet, valueOf, type BlackjackDeal } from "@sunrise/games";
import { deckOf, decisionRound, findRound, myBet } from "../../decision/decision-test-kit.js";
import { betButton, betName, renderBoard } from "../test-board.js";
import { BlackjackBoard } from "./BlackjackBoard.js";

const B = GameType.BLACKJACK;
const main = myBet(0, BlackjackBet.MAIN, 10_000_000n);
const cardsIn = (el: HTMLElement) => within(el).queryAllByRole("img").map((e) => e.querySelector("[data-card]")?.getAttribute("data-card") ?? e.dataset.card);
const upAce = (c: readonly number[]) => rankOf(c[2]!) === 1;
const pair = (c: readonly number[]) => valueOf(c[0]!) === valueOf(c[1]!) && rankOf(c[0]!) !== 1;

describe("the blackjack board", () => {
  it("places the main bet, which pays 3:2 on a blackjack", async () => {
    const { placed } = renderBoard(BlackjackBoard, { round: decisionRound(B, 2, { state: "open" }) });
    fireEvent.click(await screen.findByRole("button", { name: betName("Blackjack bet") }));
    expect(placed()).toEqual([{ kind: BlackjackBet.MAIN, numbers: [] }]);
    expect(betButton("Blackjack bet").textContent).toContain("Blackjack pays 3:2");
    expect(screen.queryByTestId("blackjack-hands")).toBeNull();
  });

  it("deals every seat the same two cards, the dealer's up card with the hole card face down, and marks the hand in play", async () => {
    const id = findRound(B, (c) => !upAce(c) && !isBlackjack(c.slice(0, 2)) && !pair(c));
    const deck = deckOf(B, id).cards;
    const round = decisionRound(B, id, { state: "dealt" });
    const watcher = renderBoard(BlackjackBoard, { round });
    expect(cardsIn(await screen.findByTestId("blackjack-dealer"))).toEqual([String(deck[2]), "down"]);
    expect(cardsIn(screen.getByTestId("blackjack-shared"))).toEqual([String(deck[0]), String(deck[1])]);
    watcher.unmount();
    renderBoard(BlackjackBoard, { round, myBets: [main] });
    const hand = await screen.findByTestId("blackjack-hand");
    expect(cardsIn(hand)).toEqual([String(deck[0]), String(deck[1])]);
    expect(screen.queryByTestId("blackjack-shared")).toBeNull();
    expect(hand.className).toContain("is-active");
    expect(Number(hand.dataset.total)).toBe(handTotal([deck[0]!, deck[1]!]).total);
  });

  it("after a split shows both hands with their second cards from the common sequence", async () => {
    const id = findRound(B, (c) => pair(c) && !upAce(c));
    const deck = deckOf(B, id).cards;
    const round = decisionRound(B, id, { state: "dealt", window: 2, extraCards: 2, decisions: [{ betIndex: 0, window: 1, action: BlackjackAction.SPLIT, extraStake: 10_000_000n }] });
    renderBoard(BlackjackBoard, { round, myBets: [main] });
    const hands = await screen.findAllByTestId("blackjack-hand");
    expect(hands.map(cardsIn)).toEqual([[deck[0], deck[40]].map(String), [deck[1], deck[41]].map(String)]);
  });

  it("shows a hit's card as on its way until the dealer proves it", async () => {
    const id = findRound(B, (c) => !upAce(c) && !isBlackjack(c.slice(0, 2)));
    renderBoard(BlackjackBoard, { round: decisionRound(B, id, { state: "dealt", decisions: [{ betIndex: 0, window: 1, action: BlackjackAction.HIT, extraStake: 0n }] }), myBets: [main] });
    const hand = await screen.findByTestId("blackjack-hand");
    expect(cardsIn(hand)).toHaveLength(3);
    expect(cardsIn(hand)[2]).toBe("down");
    expect(hand.textContent).toContain("Card on its way");
  });

  it("reveals the dealer's whole hand and each hand's result with what the bet was paid", async () => {
    const id = findRound(B, (c) => !upAce(c) && !isBlackjack(c.slice(2, 4)) && !isBlackjack(c.slice(0, 2)) && !pair(c));
    const cards = deckOf(B, id).cards.slice(0, 41);
    const deal = decisionOutcome(B, cards) as BlackjackDeal & { game: "blackjack" };
    const actions = [BlackjackAction.DOUBLE];
    const paid = settleBlackjackBet(deal, { kind: BlackjackBet.MAIN, amount: 10_000_000n, actions }, { windows: 1, windowOpen: false });
    const round = decisionRound(B, id, { state: "settled", extraCards: 1, decisions: [{ betIndex: 0, window: 1, action: BlackjackAction.DOUBLE, extraStake: 10_000_000n }] });
    renderBoard(BlackjackBoard, { round, myBets: [myBet(0, BlackjackBet.MAIN, 10_000_000n, paid.payout)] });
    expect(cardsIn(await screen.findByTestId("blackjack-dealer"))).toEqual(deal.dealer.map(String));
    const hand = screen.getByTestId("blackjack-hand");
    expect(cardsIn(hand)).toEqual([cards[0], cards[1], cards[40]].map(String));
    expect(hand.textContent).toContain("Doubled");
    const total = handTotal([cards[0]!, cards[1]!, cards[40]!]).total;
    const dealer = handTotal(deal.dealer).total;
    const result = total > 21 ? "bust" : dealer > 21 || total > dealer ? "win" : total === dealer ? "push" : "lose";
    expect(hand.dataset.result).toBe(result);
    expect(screen.getByTestId("blackjack-payout").textContent).toBe(paid.payout > 0n ? `+${Number(paid.payout / 1_000_000n)}` : "0");
  });
});

describe("a settled blackjack hand", () => {
  it("says what was done, the total and the result once each: a doubled bust reads Doubled · total · Bust", async () => {
    const doubledBust = (c: readonly number[]) => !upAce(c) && !isBlackjack(c.slice(0, 2)) && !isBlackjack([c[2]!, c[3]!]) && handTotal([c[0]!, c[1]!, c[40]!]).total > 21;
    const id = findRound(B, doubledBust);
    const cards = deckOf(B, id).cards;
    const round = decisionRound(B, id, { state: "settled", extraCards: 1, decisions: [{ betIndex: 0, window: 1, action: BlackjackAction.DOUBLE, extraStake: 10_000_000n }] });
    renderBoard(BlackjackBoard, { round, myBets: [myBet(0, BlackjackBet.MAIN, 10_000_000n, 0n)] });
    const hand = await screen.findByTestId("blackjack-hand");
    expect(hand.dataset.result).toBe("bust");
    const info = [...hand.querySelector(".bj-hand__info")!.children].map((e) => e.textContent);
    expect(info).toEqual(["Doubled", String(handTotal([cards[0]!, cards[1]!, cards[40]!]).total), "Bust"]);
  });
});
