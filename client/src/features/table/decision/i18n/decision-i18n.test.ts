// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkPageCatalogue } from "../../../../testing/catalogues.js";
import type { ActionName, DefaultName } from "../seat.js";
import { decisionEn } from "./en.js";
import { decisionJa } from "./ja.js";

describe("the hold'em and blackjack catalogue", () => {
  it("keeps English and Japanese in step and holds every decision.* id the table screen names", () => {
    checkPageCatalogue(decisionEn, decisionJa, { prefix: "decision.", dir: new URL("../..", import.meta.url).pathname });
  });

  it("names every move, what was decided, every default, every hand category and every hand result", () => {
    const actions: ActionName[] = ["call", "fold", "hit", "stand", "double", "split", "insurance", "noInsurance"];
    const defaults: DefaultName[] = ["fold", "stand", "noInsurance"];
    const ids = [
      ...actions.flatMap((a) => [`decision.action.${a}`, `decision.decided.${a}`]),
      ...defaults.flatMap((d) => [`decision.default.${d}`, `decision.urgent.${d}`]),
      ...Array.from({ length: 10 }, (_, c) => `decision.hand.${c}`),
      ...["blackjack", "win", "push", "lose", "bust"].map((r) => `decision.bj.handResult.${r}`),
      ...["player", "dealer", "tie"].map((w) => `decision.holdem.winner.${w}`),
    ];
    expect(ids.filter((id) => !(id in decisionEn))).toEqual([]);
  });
});
