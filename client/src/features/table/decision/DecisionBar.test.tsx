import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { render } from "@testing-library/react";
import { en } from "../../../shared/i18n/en.js";
import { ja } from "../../../shared/i18n/ja.js";
import { PageMessages } from "../../../shared/i18n/PageMessages.js";
import { DecisionBar, type Sending } from "./DecisionBar.js";
import { decisionEn } from "./i18n/en.js";
import { decisionJa } from "./i18n/ja.js";
import type { DecisionPrompt, SeatView } from "./seat.js";

const holdem: DecisionPrompt = { betIndex: 4, hand: 0, hands: 1, seat: 1, seats: 1, options: [{ action: 1, name: "call", extraStake: 20_000_000n }, { action: 2, name: "fold", extraStake: 0n }] };
const play: DecisionPrompt = { betIndex: 0, hand: 1, hands: 2, seat: 2, seats: 2, options: [{ action: 1, name: "hit", extraStake: 0n }, { action: 2, name: "stand", extraStake: 0n }, { action: 3, name: "double", extraStake: 5_000_000n }] };

function show(seat: SeatView, { seconds = 8, sending = null as Sending, locale = "en" } = {}) {
  const onDecide = vi.fn();
  render(
    <IntlProvider locale={locale} messages={locale === "ja" ? ja : en}>
      <PageMessages en={decisionEn} ja={decisionJa}>
        <DecisionBar seat={seat} seconds={seconds} fraction={seconds / 10} sending={sending} onDecide={onDecide} />
      </PageMessages>
    </IntlProvider>,
  );
  return onDecide;
}

const buttons = () => within(screen.getByTestId("decision-bar")).queryAllByRole("button").map((b) => b.dataset.action);
const notice = () => screen.getByTestId("decision-default");

describe("the decision bar", () => {
  it("offers call and fold with the call's stake, the countdown, and says no decision folds", () => {
    const onDecide = show({ playing: true, prompt: holdem, decided: [], fallback: "fold" });
    expect(buttons()).toEqual(["call", "fold"]);
    expect(screen.getByRole("button", { name: /Call/ }).textContent).toBe("Call+20");
    expect(screen.getByTestId("countdown").textContent).toBe("8");
    expect(notice().textContent).toBe("No decision by the end of the window folds your ante.");
    expect(notice().dataset.urgent).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: /Call/ }));
    expect(onDecide).toHaveBeenCalledWith(holdem, holdem.options[0]);
  });

  it("shows exactly the moves allowed for the hand in play, which hand and bet it is, and that no decision stands", () => {
    show({ playing: true, prompt: play, decided: [], fallback: "stand" });
    expect(buttons()).toEqual(["hit", "stand", "double"]);
    expect(screen.getByRole("heading").textContent).toBe("Your moveBet 2 of 2Hand 2 of 2");
    expect(notice().textContent).toBe("No decision by the end of the window stands on every hand you have left.");
  });

  it("turns the notice urgent in the last five seconds", () => {
    show({ playing: true, prompt: holdem, decided: [], fallback: "fold" }, { seconds: 4 });
    expect([notice().dataset.urgent, notice().textContent]).toEqual(["true", "4 s left — then your ante folds."]);
  });

  it("says it in Japanese, with the Japanese move names", () => {
    show({ playing: true, prompt: play, decided: [], fallback: "noInsurance" }, { seconds: 3, locale: "ja" });
    expect(notice().textContent).toBe("残り3秒 — 過ぎるとインシュアランスなしになります。");
    expect(buttons()).toHaveLength(3);
    expect(screen.getByRole("button", { name: /ダブル/ })).toBeTruthy();
  });

  it("locks every button while a decision is being sent and names the one on its way", () => {
    show({ playing: true, prompt: holdem, decided: [], fallback: "fold" }, { sending: { betIndex: 4, action: 1, depositing: true } });
    expect(within(screen.getByTestId("decision-bar")).getAllByRole("button").every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByTestId("decision-bar").textContent).toContain("Moving your game wallet's SUSD to your cashier balance…");
  });

  it("lists what was decided, with no buttons and no default notice once nothing is owed", () => {
    show({ playing: true, prompt: null, decided: [{ betIndex: 4, name: "call", extraStake: 20_000_000n, sent: true }], fallback: "fold" });
    expect(buttons()).toEqual([]);
    expect(screen.getByTestId("decision-decided").textContent).toBe("✓ Called · 20 escrowed");
    expect(screen.queryByTestId("decision-default")).toBeNull();
    expect(screen.getByRole("heading").textContent).toBe("Your decision is in");
  });

  it("tells a watcher that players are deciding", () => {
    show({ playing: false, prompt: null, decided: [], fallback: "fold" });
    expect(screen.getByRole("heading").textContent).toBe("Players are deciding");
  });

  it("offers nothing once the window has closed, even to a player who still owed a decision", () => {
    show({ playing: true, prompt: holdem, decided: [], fallback: "fold" }, { seconds: 0 });
    expect(buttons()).toEqual([]);
    expect(screen.getByRole("heading").textContent).toBe("Window closed — the dealer deals on");
    expect(screen.queryByTestId("countdown")).toBeNull();
  });
});

describe("the decision bar's place on screen", () => {
  it("is brought into view when a decision is owed and it is off screen, and left where it is otherwise", () => {
    const scroll = vi.fn();
    const original = { scroll: Element.prototype.scrollIntoView, rect: Element.prototype.getBoundingClientRect };
    let top = 100;
    Element.prototype.scrollIntoView = scroll;
    Element.prototype.getBoundingClientRect = () => ({ top, bottom: top + 120, left: 0, right: 300, width: 300, height: 120, x: 0, y: top, toJSON: () => ({}) });
    try {
      show({ playing: false, prompt: null, decided: [], fallback: "fold" });
      show({ playing: true, prompt: holdem, decided: [], fallback: "fold" });
      expect(scroll).not.toHaveBeenCalled();
      top = window.innerHeight + 40;
      const hand = document.body.appendChild(document.createElement("div"));
      hand.dataset.decisionHand = "true";
      show({ playing: true, prompt: play, decided: [], fallback: "stand" });
      expect(scroll).toHaveBeenCalledWith({ block: "nearest" });
      // The bar, then the hand the decision is for.
      expect(scroll.mock.contexts.at(-1)).toBe(hand);
      hand.remove();
    } finally {
      Element.prototype.scrollIntoView = original.scroll;
      Element.prototype.getBoundingClientRect = original.rect;
    }
  });
});
