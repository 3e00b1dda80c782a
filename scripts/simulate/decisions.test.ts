import { describe, expect, it } from "vitest";
import { BlackjackAction, GameType, HoldemAction } from "@sunrise/games";
import type { AllowedAction } from "./api.js";
import { chooseDecisions } from "./player.js";

const offer = (betIndex: number, action: number, hand = 0): AllowedAction => ({ betIndex, hand, action, name: String(action) });
const always = (value: number) => () => value;

describe("the crowd's decisions", () => {
  it("takes one decision per bet and hand among those offered: hold'em calls or folds", () => {
    const offered = [offer(0, HoldemAction.CALL), offer(0, HoldemAction.FOLD), offer(3, HoldemAction.CALL), offer(3, HoldemAction.FOLD)];
    expect(chooseDecisions(GameType.POKER, offered, always(0.1)).map((a) => [a.betIndex, a.action])).toEqual([[0, HoldemAction.CALL], [3, HoldemAction.CALL]]);
    expect(chooseDecisions(GameType.POKER, offered, always(0.9)).map((a) => a.action)).toEqual([HoldemAction.FOLD, HoldemAction.FOLD]);
  });

  it("declines blackjack insurance first, then stands, hits or doubles, and only ever picks an offered move", () => {
    expect(chooseDecisions(GameType.BLACKJACK, [offer(0, BlackjackAction.INSURANCE), offer(0, BlackjackAction.NO_INSURANCE)], always(0.05))).toEqual([offer(0, BlackjackAction.NO_INSURANCE)]);
    const moves = [offer(1, BlackjackAction.HIT), offer(1, BlackjackAction.STAND), offer(1, BlackjackAction.DOUBLE)];
    expect(chooseDecisions(GameType.BLACKJACK, moves, always(0.05))[0]!.action).toBe(BlackjackAction.DOUBLE);
    expect(chooseDecisions(GameType.BLACKJACK, moves, always(0.3))[0]!.action).toBe(BlackjackAction.HIT);
    expect(chooseDecisions(GameType.BLACKJACK, moves, always(0.8))[0]!.action).toBe(BlackjackAction.STAND);
    // Split hands decide one by one; a hand offered only a hit takes it.
    expect(chooseDecisions(GameType.BLACKJACK, [offer(1, BlackjackAction.HIT, 0), offer(1, BlackjackAction.STAND, 1)], always(0.8)).map((a) => [a.hand, a.action])).toEqual([[0, BlackjackAction.HIT], [1, BlackjackAction.STAND]]);
  });
});
